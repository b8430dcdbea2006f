/** The usage figures that are lists, not series: top documents, dormant accounts, empty searches. */
import type { UsageAnswer } from '../../../engine/shared/console/console-api';
import { formatTime } from '../shared/format';
import { TableRegion } from '../shared/table-region';

type Titles = Record<string, string>;

export function TopDocuments({ rows, titles }: { rows: UsageAnswer['topDocuments']; titles: Titles }) {
  return (
    <TableRegion>
      {(captionId) => (
        <table className="table">
          <caption id={captionId}>Top {rows.length} documents by downloads</caption>
          <thead>
            <tr>
              <th scope="col">Document</th>
              <th scope="col">Line</th>
              <th scope="col">Page</th>
              <th scope="col" className="number">
                Downloads
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.model} ${row.document}`}>
                <th scope="row">{row.title}</th>
                <td>{titles[row.model] ?? row.model}</td>
                <td>{row.page ?? ''}</td>
                <td className="number">{row.downloads}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TableRegion>
  );
}

export function DormantAccounts({ rows, idleDays }: { rows: UsageAnswer['dormantAccounts']; idleDays: number }) {
  return (
    <TableRegion>
      {(captionId) => (
        <table className="table">
          <caption id={captionId}>
            Accounts not signed in for {idleDays} days ({rows.length})
          </caption>
          <thead>
            <tr>
              <th scope="col">Account</th>
              <th scope="col">Last sign-in</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.account}>
                <th scope="row">{row.account}</th>
                <td>{formatTime(row.lastSignIn)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TableRegion>
  );
}

export function EmptySearches({ rows, titles }: { rows: UsageAnswer['emptySearches']; titles: Titles }) {
  return (
    <TableRegion>
      {(captionId) => (
        <table className="table">
          <caption id={captionId}>Most frequent searches that found nothing</caption>
          <thead>
            <tr>
              <th scope="col">Search</th>
              <th scope="col">Line</th>
              <th scope="col" className="number">
                Times
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.model} ${row.query}`}>
                <th scope="row">{row.query}</th>
                <td>{titles[row.model] ?? row.model}</td>
                <td className="number">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TableRegion>
  );
}
