/**
 * A product line's pages: its compiled manifest and the session settings, from the line's route's
 * loader (manifest-loader.ts), then hands over to the engine. A refusal goes to /login; so does a
 * session the server has ended, through the guard (shared/route-answer.tsx).
 */
import { Navigate, useLoaderData } from 'react-router-dom';
import { fillText } from '../../engine/shared/fill-text';
import { loginPath } from '../../engine/shared/routes/login-path';
import type { CatalogueEntry } from '../../engine/shared/types';
import type { ApiError } from '../api/errors';
import { ErrorPanel } from '../chrome/error-panel';
import { Loading } from '../chrome/loading';
import { Shell } from '../chrome/shell';
import { useSite } from '../chrome/site-context';
import { RouteAnswer } from '../shared/route-answer';
import type { ProductRouteData } from './manifest-loader';
import { ProductView } from './product-view';

function lineFailed(error: ApiError, retry: () => void) {
  if (error.kind === 'forbidden') return <Navigate replace to={loginPath} />;
  return (
    <Shell>
      <ErrorPanel error={error} onRetry={retry} />
    </Shell>
  );
}

export function ProductLine({ entry }: { entry: CatalogueEntry }) {
  const { product } = useLoaderData() as ProductRouteData;
  const { site } = useSite();
  const loading = (
    <Shell>
      <Loading label={fillText(site.product.loading, { line: entry.title })} />
    </Shell>
  );
  return (
    <RouteAnswer answer={product} loading={loading} failed={lineFailed}>
      {({ compiled, settings }) => <ProductView compiled={compiled} settings={settings} />}
    </RouteAnswer>
  );
}
