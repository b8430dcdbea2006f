/** An account's open sessions: where and with what it is signed in, and a way to end each or all. */
import type { CustomerSession } from '../../../engine/shared/console/console-api';
import { DataTable } from '../shared/data-table';
import { formatTime } from '../shared/format';

export interface AccountSessionsProps {
  sessions: CustomerSession[];
  /** Absent for a viewer: no button that changes anything. */
  onRevoke?: (id: string) => void;
  onRevokeAll?: () => void;
}

export function AccountSessions({ sessions, onRevoke, onRevokeAll }: AccountSessionsProps) {
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Sessions</h2>
      {onRevokeAll && sessions.length > 0 && (
        <button type="button" className="button button--danger" onClick={onRevokeAll}>
          End all sessions
        </button>
      )}
      <DataTable
        caption={`Open sessions (${sessions.length})`}
        columns={[
          'Started',
          'Last seen',
          'Address',
          'Browser',
          onRevoke !== undefined && { label: 'Action', hidden: true },
        ]}
        rowCount={sessions.length}
        empty="No open session."
      >
        {sessions.map((session) => (
          <tr key={session.id}>
            <td>{formatTime(session.createdAt)}</td>
            <td>{formatTime(session.lastSeenAt)}</td>
            <td>{session.clientAddress ?? 'Unknown'}</td>
            <td className="user-agent">{session.userAgent ?? 'Unknown'}</td>
            {onRevoke && (
              <td>
                <button type="button" className="button button--secondary" onClick={() => onRevoke(session.id)}>
                  End<span className="visually-hidden"> the session started {formatTime(session.createdAt)}</span>
                </button>
              </td>
            )}
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
