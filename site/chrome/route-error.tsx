/**
 * The router's error page. A route whose code does not arrive is most often a page opened before the
 * portal was updated, asking for a file the new version no longer has, or a connection that dropped:
 * either way a reload fetches the current files. Any other error the routes throw is shown as a
 * render error is.
 */
import { useRouteError } from 'react-router-dom';
import { RenderErrorPanel } from './error-boundary';
import { Shell } from './shell';
import { useSiteIfThere } from './site-texts';

/** Browsers word a module that cannot be fetched differently; Vite's preload of a stylesheet too. */
const missingCode = /dynamically imported module|importing a module script failed|unable to preload css/i;

const isMissingCode = (error: unknown): boolean => error instanceof Error && missingCode.test(error.message);

export function RouteError() {
  const error = useRouteError();
  const codeMissing = useSiteIfThere()?.site.errors.codeMissing;
  if (!isMissingCode(error)) {
    console.error(error);
    return <RenderErrorPanel />;
  }
  // The shell draws the site's header, so the site texts are there when this is drawn.
  return (
    <Shell>
      <RenderErrorPanel message={codeMissing} />
    </Shell>
  );
}
