/** Customer accounts, one row each, its name leading to its own page. */
import { Link } from 'react-router-dom';
import type { AccountSummary } from '../../../engine/shared/console/console-api';
import { DataTable } from '../shared/data-table';
import { formatTime } from '../shared/format';
import { lineTitles } from '../shared/line-titles';
import { stateOf } from './account-state';

export interface AccountsTableProps {
  accounts: AccountSummary[];
  /** A product line's title by its model key. */
  titles: Record<string, string>;
}

export function AccountsTable({ accounts, titles }: AccountsTableProps) {
  return (
    <DataTable
      caption={`Accounts (${accounts.length})`}
      columns={[
        'Name',
        'Hospital',
        'Customer number',
        'Product lines',
        'State',
        'Last sign-in',
        { label: 'Open sessions', numeric: true },
      ]}
      rowCount={accounts.length}
      empty="No account matches these filters."
    >
      {accounts.map((account) => (
        <tr key={account.name}>
          <th scope="row">
            <Link to={`/accounts/${encodeURIComponent(account.name)}`}>{account.name}</Link>
          </th>
          <td>{account.details.hospitalName ?? ''}</td>
          <td>{account.details.customerNumber ?? ''}</td>
          <td>{lineTitles(account.models, titles) || 'None'}</td>
          <td>{stateOf(account)}</td>
          <td>{formatTime(account.lastSignIn)}</td>
          <td className="number">{account.openSessions}</td>
        </tr>
      ))}
    </DataTable>
  );
}
