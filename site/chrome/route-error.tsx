/**
 * The router's error page. The error the server answered the page's own address with (a document the
 * account may not open, too many requests…) is drawn as the portal's page for it. A question a loader
 * could not ask (the server unreachable while a tab checks its session) is the error panel, whose Try
 * again runs the loaders again. A route whose code
 * does not arrive is most often a page opened before the portal was updated, asking for a file the
 * new version no longer has, or a connection that dropped: either way a reload fetches the current
 * files. Any other error the routes throw is shown as a render error is.
 */
import { useRevalidator, useRouteError } from 'react-router-dom';
import { isApiError } from '../api/errors';
import { ErrorPage } from '../errors/error-page';
import { ServerAnswer } from '../errors/server-answer';
import { PageFrame } from '../layouts/page-frame';
import { RenderErrorPanel } from './error-boundary';
import { ErrorPanel } from './error-panel';
import { useSiteIfThere } from './site-texts';

/** Browsers word a module that cannot be fetched differently; Vite's preload of a stylesheet too. */
const missingCode = /dynamically imported module|importing a module script failed|unable to preload css/i;

const isMissingCode = (error: unknown): boolean => error instanceof Error && missingCode.test(error.message);

export function RouteError() {
  const error = useRouteError();
  const { revalidate } = useRevalidator();
  const codeMissing = useSiteIfThere()?.site.errors.codeMissing;
  if (error instanceof ServerAnswer) return <ErrorPage answer={error} />;
  if (isApiError(error)) {
    return (
      <PageFrame>
        <ErrorPanel error={error} onRetry={() => void revalidate()} />
      </PageFrame>
    );
  }
  if (!isMissingCode(error)) {
    console.error(error);
    return <RenderErrorPanel />;
  }
  // The frame draws the site's header, so the site texts are there when this is drawn.
  return (
    <PageFrame>
      <RenderErrorPanel message={codeMissing} />
    </PageFrame>
  );
}
