/** A page whose data could not be read says why, in the frame, with a way to try again. */
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { usePageTitle } from './use-page-title';

export function RouteError() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'The page could not be drawn.';
  return (
    <div className="route-error">
      <h1>Something went wrong</h1>
      <p role="alert">{message}</p>
      <p>
        <a href={window.location.href}>Try again</a>
      </p>
    </div>
  );
}
