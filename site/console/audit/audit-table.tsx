/** Audit entries, newest first, with who (account or operator), from where and what. */
import type { AuditRow } from '../../../engine/shared/console/console-api';
import { DataTable } from '../shared/data-table';
import { formatTime } from '../shared/format';
import { kindName } from './audit-kinds';

export function AuditTable({ rows, total }: { rows: AuditRow[]; total: number }) {
  return (
    <DataTable
      caption={`Audit entries (${total} matching)`}
      columns={[
        'Time',
        'What',
        'Account',
        'Operator',
        'Address',
        'Detail',
        { label: 'Count', numeric: true },
        'Instance',
      ]}
      rowCount={rows.length}
      empty="No entry matches these filters."
    >
      {rows.map((row) => (
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
      ))}
    </DataTable>
  );
}
