/** The usage figures that are lists, not series: top documents, dormant accounts, empty searches. */
import { otherSearches, type UsageAnswer } from '../../../engine/shared/console/console-api';
import { DataTable } from '../shared/data-table';
import { formatTime } from '../shared/format';

type Titles = Record<string, string>;

export function TopDocuments({ rows, titles }: { rows: UsageAnswer['topDocuments']; titles: Titles }) {
  return (
    <DataTable
      caption={`Top ${rows.length} documents by downloads`}
      columns={['Document', 'Line', 'Page', { label: 'Downloads', numeric: true }]}
      rowCount={rows.length}
      empty="No download in this period."
    >
      {rows.map((row) => (
        <tr key={`${row.model} ${row.document}`}>
          <th scope="row">{row.title}</th>
          <td>{titles[row.model] ?? row.model}</td>
          <td>{row.page ?? ''}</td>
          <td className="number">{row.downloads}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function DormantAccounts({ rows, idleDays }: { rows: UsageAnswer['dormantAccounts']; idleDays: number }) {
  return (
    <DataTable
      caption={`Accounts not signed in for ${idleDays} days (${rows.length})`}
      columns={['Account', 'Last sign-in']}
      rowCount={rows.length}
      empty="Every account has signed in since."
    >
      {rows.map((row) => (
        <tr key={row.account}>
          <th scope="row">{row.account}</th>
          <td>{formatTime(row.lastSignIn)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * The words are customers', not the portal's: set apart (quoted, in their own style) under a column
 * that says whose they are, which a screen reader announces with each. React writes them as text.
 */
export function EmptySearches({ rows, titles }: { rows: UsageAnswer['emptySearches']; titles: Titles }) {
  return (
    <DataTable
      caption="Most frequent searches that found nothing"
      columns={['Words searched by customers', 'Line', { label: 'Times', numeric: true }]}
      rowCount={rows.length}
      empty="Every search found something."
    >
      {rows.map((row) => (
        <tr key={`${row.model} ${row.query}`}>
          <th scope="row">
            {row.query === otherSearches ? (
              <em>Other searches (words not kept: past an account's daily limit)</em>
            ) : (
              <q className="customer-words">{row.query}</q>
            )}
          </th>
          <td>{titles[row.model] ?? row.model}</td>
          <td className="number">{row.count}</td>
        </tr>
      ))}
    </DataTable>
  );
}
