/** The customer accounts: find one, filter the list, and (an admin) create one. */
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import {
  type AccountSummary,
  type CatalogueLine,
  consolePaths,
  type NewAccountRequest,
  type PasswordShownOnce,
} from '../../../engine/shared/console/console-api';
import { consoleRequest, withQuery } from '../api/console-http';
import { loadJson } from '../api/load';
import { useCanChange } from '../app/operator';
import { usePageTitle } from '../app/use-page-title';
import { titlesOf } from '../shared/line-titles';
import { AccountForm } from './account-form';
import { AccountsFilters } from './accounts-filters';
import { AccountsTable } from './accounts-table';

export async function accountsLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const query = {
    q: params.get('q') ?? undefined,
    model: params.get('model') ?? undefined,
    enabled: params.get('enabled') ?? undefined,
    idleDays: params.get('idleDays') ?? undefined,
  };
  const [accounts, catalogue] = await Promise.all([
    loadJson<AccountSummary[]>(request, withQuery(consolePaths.accounts, query)),
    loadJson<CatalogueLine[]>(request, consolePaths.catalogue),
  ]);
  // The server's list has no session filter: the open-session count is in each row already.
  const withSessions = params.get('sessions') === 'open';
  return { accounts: withSessions ? accounts.filter((a) => a.openSessions > 0) : accounts, catalogue };
}

export function AccountsPage() {
  usePageTitle('Accounts');
  const { accounts, catalogue } = useLoaderData<typeof accountsLoader>();
  const canChange = useCanChange();
  const { revalidate } = useRevalidator();

  const create = async (request: NewAccountRequest) => {
    const created = await consoleRequest<PasswordShownOnce>('POST', consolePaths.accounts, request);
    await revalidate();
    return created;
  };

  return (
    <>
      <h1>Accounts</h1>
      {canChange && (
        <p>
          <Link to="/accounts/import">Import accounts from a CSV file</Link>
        </p>
      )}
      <AccountsFilters catalogue={catalogue} />
      <AccountsTable accounts={accounts} titles={titlesOf(catalogue)} />
      {canChange && <AccountForm catalogue={catalogue} onCreate={create} />}
    </>
  );
}
