/** Customer accounts, one row each, its name leading to its own page. */
import { Link } from 'react-router-dom';
import type { AccountSummary } from '../../../engine/shared/console/console-api';
import { formatTime } from '../shared/format';
import { TableRegion } from '../shared/table-region';

export interface AccountsTableProps {
  accounts: AccountSummary[];
  /** A product line's title by its model key. */
  titles: Record<string, string>;
}

export const lineTitles = (models: string[], titles: Record<string, string>) =>
  models.map((model) => titles[model] ?? model).join(', ');

export function AccountsTable({ accounts, titles }: AccountsTableProps) {
  return (
    <TableRegion>
      {(captionId) => (
        <table className="table">
          <caption id={captionId}>
            Accounts <span className="count">({accounts.length})</span>
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Product lines</th>
              <th scope="col">Enabled</th>
              <th scope="col">Last sign-in</th>
              <th scope="col" className="number">
                Open sessions
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.length === 0 ? (
              <tr>
                <td colSpan={5}>No account matches these filters.</td>
              </tr>
            ) : (
              accounts.map((account) => (
                <tr key={account.name}>
                  <th scope="row">
                    <Link to={`/accounts/${encodeURIComponent(account.name)}`}>{account.name}</Link>
                  </th>
                  <td>{lineTitles(account.models, titles) || 'None'}</td>
                  <td>{account.enabled ? 'Yes' : 'Disabled'}</td>
                  <td>{formatTime(account.lastSignIn)}</td>
                  <td className="number">{account.openSessions}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      )}
    </TableRegion>
  );
}
