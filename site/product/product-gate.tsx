/**
 * A product line's address, below the signed-in guard: find the line in the account's catalogue by
 * its prefix, check the account's list has its model, then load the line. Its manifest is asked for
 * by the line's route's loader (manifest-loader.ts), beside the catalogue, not after it.
 */
import type { ReactNode } from 'react';
import { Navigate, useLoaderData, useLocation } from 'react-router-dom';
import { entryOfPath } from '../../engine/shared/routes/entry-of-path';
import { loginPath } from '../../engine/shared/routes/login-path';
import type { CatalogueEntry } from '../../engine/shared/types';
import { Loading } from '../chrome/loading';
import { NotFound } from '../chrome/not-found';
import { Shell } from '../chrome/shell';
import { useSite } from '../chrome/site-context';
import type { LoginReason } from '../session/login-reason';
import { isModelPermitted } from '../session/permissions';
import { useSession } from '../session/session-context';
import type { SignedInData } from '../session/signed-in-loader';
import { RouteAnswer } from '../shared/route-answer';
import { ProductLine } from './product-line';

const inShell = (content: ReactNode) => <Shell>{content}</Shell>;

export function ProductGate() {
  const { catalogue } = useLoaderData() as SignedInData;
  return (
    <RouteAnswer answer={catalogue} loading={<Loading />} frame={inShell}>
      {(entries) => <GateOfCatalogue catalogue={entries} />}
    </RouteAnswer>
  );
}

function GateOfCatalogue({ catalogue }: { catalogue: CatalogueEntry[] }) {
  const { pathname } = useLocation();
  const { productPaths } = useSite();
  const { account } = useSession();
  const listed = entryOfPath(catalogue, pathname);
  const entry = listed && isModelPermitted(account, listed.model) ? listed : undefined;
  const line = entry ? undefined : (listed ?? entryOfPath(productPaths, pathname));
  // A product line that exists but is not in the account's catalogue, or whose model the account's
  // list lacks: send the user to /login, which says the account does not include it (its name is public).
  if (line) {
    const reason: LoginReason = { notIncluded: line.title };
    return <Navigate replace to={loginPath} state={reason} />;
  }
  if (!entry) {
    return (
      <Shell>
        <NotFound backTo="/" />
      </Shell>
    );
  }
  return <ProductLine entry={entry} />;
}
