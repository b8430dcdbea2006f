/**
 * An account's acknowledgement report as a table: per document version, each person, confirmed
 * (and when) or outstanding. Words, not colours alone, say the status.
 */
import type { AcknowledgementReportRow } from '../../../engine/shared/console/console-api';
import { DataTable } from '../shared/data-table';
import { formatTime } from '../shared/format';

/** A content date (YYYY-MM-DD) as the console writes a day, the day itself whatever the operator's time zone. */
const contentDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const formatContentDay = (date: string) => contentDay.format(Date.parse(`${date}T00:00:00Z`));

export const statusNames = { confirmed: 'Confirmed', outstanding: 'Outstanding' } as const;

function versionOf(row: AcknowledgementReportRow): string {
  if (!row.current) return `${row.version} (earlier version)`;
  return row.date ? `${row.version} (current, ${formatContentDay(row.date)})` : `${row.version} (current)`;
}

export function AcknowledgementsTable({ rows, caption }: { rows: AcknowledgementReportRow[]; caption: string }) {
  return (
    <DataTable
      caption={caption}
      columns={['Product line', 'Document', 'Version', 'Person', 'Status', 'Confirmed']}
      rowCount={rows.length}
      empty="No one matches these filters."
    >
      {rows.map((row) => (
        <tr key={`${row.model} ${row.document} ${row.version} ${row.person.email}`}>
          <td>{row.line}</td>
          <td>{row.name}</td>
          <td>{versionOf(row)}</td>
          <td>
            {row.person.name}
            {row.person.removed && <span className="muted"> (removed)</span>}
            <br />
            <span className="muted">{row.person.email}</span>
          </td>
          <td>
            <span className={`status status--${row.status}`}>{statusNames[row.status]}</span>
          </td>
          <td>{formatTime(row.confirmedAt, '—')}</td>
        </tr>
      ))}
    </DataTable>
  );
}
