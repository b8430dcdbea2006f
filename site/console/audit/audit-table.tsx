/** Audit entries, newest first, with who (account or operator), from where and what. */
import type { AuditRow } from '../../../engine/shared/console/console-api';
import { formatTime } from '../shared/format';
import { TableRegion } from '../shared/table-region';
import { kindName } from './audit-kinds';

export function AuditTable({ rows, total }: { rows: AuditRow[]; total: number }) {
  return (
    <TableRegion>
      {(captionId) => (
        <table className="table">
          <caption id={captionId}>Audit entries ({total} matching)</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">What</th>
              <th scope="col">Account</th>
              <th scope="col">Operator</th>
              <th scope="col">Address</th>
              <th scope="col">Detail</th>
              <th scope="col" className="number">
                Count
              </th>
              <th scope="col">Instance</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={8}>No entry matches these filters.</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  <td>{formatTime(row.time)}</td>
                  <td>{kindName(row.kind)}</td>
                  <td>{row.account ?? ''}</td>
                  <td>{row.operator ?? ''}</td>
                  <td>{row.clientAddress}</td>
                  <td className="detail">{row.detail ?? ''}</td>
                  <td className="number">{row.count}</td>
                  <td>{row.instance ?? ''}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      )}
    </TableRegion>
  );
}
