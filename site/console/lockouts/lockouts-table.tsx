/** The sign-in lockouts in force, the longest-lasting first as the server orders them; a Lift button each for an admin. */
import type { SignInLockout } from '../../../engine/shared/console/console-api';
import { DataTable } from '../shared/data-table';
import { formatTime } from '../shared/format';

export const whoOf = (lockout: SignInLockout) =>
  lockout.address ?? 'All addresses without a recent sign-in (limit across all addresses)';

export interface LockoutsTableProps {
  lockouts: SignInLockout[];
  /** Absent for a viewer. */
  onLift?: (lockout: SignInLockout) => void;
}

export function LockoutsTable({ lockouts, onLift }: LockoutsTableProps) {
  return (
    <DataTable
      caption={`Lockouts in force (${lockouts.length})`}
      columns={[
        'Address',
        'Accounts signed in from there lately',
        'Since',
        'Until',
        { label: 'Failed sign-ins', numeric: true },
        onLift !== undefined && { label: 'Action', hidden: true },
      ]}
      rowCount={lockouts.length}
      empty="No address is locked out."
    >
      {lockouts.map((lockout) => (
        <tr key={lockout.address ?? ''}>
          <th scope="row">{whoOf(lockout)}</th>
          <td>{lockout.accounts.length === 0 ? 'None' : lockout.accounts.join(', ')}</td>
          <td>{formatTime(lockout.since)}</td>
          <td>{formatTime(lockout.until)}</td>
          <td className="number">{lockout.count}</td>
          {onLift && (
            <td>
              <button type="button" className="button" onClick={() => onLift(lockout)}>
                Lift <span className="visually-hidden">the lockout of {whoOf(lockout)}</span>
              </button>
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
