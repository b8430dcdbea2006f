/** A page whose data could not be read says why, in the frame, with a way to try again. */
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { usePageTitle } from './use-page-title';

/** `standalone`: drawn without the console's frame (its own loader failed), so it brings its own main. */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'The page could not be drawn.';
  const Frame = standalone ? 'main' : 'div';
  return (
    <Frame id={standalone ? 'main' : undefined} className={standalone ? 'console-main' : 'route-error'}>
      <h1>Something went wrong</h1>
      <p role="alert">{message}</p>
      <p>
        <a href={window.location.href}>Try again</a>
      </p>
    </Frame>
  );
}
