/**
 * A product line's route (added by the router's patchRoutesOnNavigation, router.tsx): finds the
 * line in the account's catalogue by its address, then draws its pages from its manifest and the
 * session's settings, both asked for by the loaders (manifest-loader.ts, the signed-in layout's).
 * A line the account does not include says so (not-included.tsx); an address no line has is not found.
 * Its action confirms a document of the notice on the line's home page.
 */
import { useLoaderData, useLocation } from 'react-router-dom';
import { fillText } from '../../engine/shared/fill-text';
import { entryOfPath } from '../../engine/shared/routes/entry-of-path';
import type { CatalogueEntry } from '../../engine/shared/types';
import type { ApiError } from '../api/errors';
import { ErrorPanel } from '../chrome/error-panel';
import { Loading } from '../chrome/loading';
import { NotFound } from '../chrome/not-found';
import { useSite } from '../chrome/site-context';
import { WithDateLocale } from '../language';
import { isModelPermitted } from '../session/permissions';
import { useSignedIn } from '../session/signed-in-loader';
import { RouteAnswer } from '../shared/route-answer';
import type { ProductRouteData } from './manifest-loader';
import { NotIncluded } from './not-included';
import { ProductView } from './product-view';

function LineOfAccount({ entry }: { entry: CatalogueEntry }) {
  const { product } = useLoaderData() as ProductRouteData;
  const { session } = useSignedIn();
  const { site } = useSite();
  if (!product) return <NotIncluded line={entry.title} />;
  const loading = <Loading label={fillText(site.product.loading, { line: entry.title })} />;
  const failed = (error: ApiError, retry: () => void) =>
    error.kind === 'forbidden' ? <NotIncluded line={entry.title} /> : <ErrorPanel error={error} onRetry={retry} />;
  // Both answers are the loaders' own promises, never made while drawing: a draw React sets aside
  // and starts again would otherwise wait on a new promise each time.
  return (
    <RouteAnswer answer={session} loading={loading}>
      {({ settings }) => (
        <RouteAnswer answer={product} loading={loading} failed={failed}>
          {(compiled) => <ProductView compiled={compiled} settings={settings} />}
        </RouteAnswer>
      )}
    </RouteAnswer>
  );
}

function LineOfCatalogue({ catalogue }: { catalogue: CatalogueEntry[] }) {
  const { pathname } = useLocation();
  const { productPaths } = useSite();
  const { account } = useSignedIn();
  const listed = entryOfPath(catalogue, pathname);
  if (listed && isModelPermitted(account, listed.model)) return <LineOfAccount entry={listed} />;
  // A line that exists (its name is public) but that this account lacks, or an address no line has.
  const line = listed ?? entryOfPath(productPaths, pathname);
  return line ? <NotIncluded line={line.title} /> : <NotFound backTo="/" />;
}

export function Component() {
  const { catalogue } = useSignedIn();
  return (
    <WithDateLocale>
      <RouteAnswer answer={catalogue} loading={<Loading />}>
        {(entries) => <LineOfCatalogue catalogue={entries} />}
      </RouteAnswer>
    </WithDateLocale>
  );
}

export { acknowledgeAction as action } from '../acknowledgements/acknowledge-action';
