/**
 * The people who signed in to an account as themselves, through the hospital's own sign-in: when
 * first and last, and their open sessions. An admin removes one: their sessions end; what they
 * confirmed as read and understood stays in the acknowledgement report, marked removed.
 */
import { useState } from 'react';
import type { NamedPerson } from '../../../engine/shared/console/console-api';
import { DataTable } from '../shared/data-table';
import { formatTime } from '../shared/format';
import { ModalDialog } from '../shared/modal-dialog';

export interface AccountPeopleProps {
  people: NamedPerson[];
  /** Absent for a viewer. */
  onRemove?: (person: NamedPerson) => Promise<void>;
}

export function AccountPeople({ people, onRemove }: AccountPeopleProps) {
  const [removing, setRemoving] = useState<NamedPerson>();
  return (
    <section aria-labelledby="people-heading">
      <h2 id="people-heading">Named people</h2>
      <p>People appear here after their first sign-in as themselves, through the hospital's own sign-in.</p>
      <DataTable
        caption={`Named people (${people.length})`}
        columns={[
          'Name',
          'E-mail',
          'First signed in',
          'Last seen',
          { label: 'Open sessions', numeric: true },
          onRemove !== undefined && { label: 'Action', hidden: true },
        ]}
        rowCount={people.length}
        empty="No one has signed in as themselves."
      >
        {people.map((person) => (
          <tr key={person.id}>
            <th scope="row">{person.name}</th>
            <td>{person.email}</td>
            <td>{formatTime(person.firstSeenAt)}</td>
            <td>{formatTime(person.lastSeenAt)}</td>
            <td className="number">{person.openSessions}</td>
            {onRemove && (
              <td>
                <button type="button" className="button button--secondary" onClick={() => setRemoving(person)}>
                  Remove <span className="visually-hidden">{person.name}</span>
                </button>
              </td>
            )}
          </tr>
        ))}
      </DataTable>
      {removing && onRemove && (
        <ModalDialog
          title={`Remove ${removing.name}?`}
          confirmLabel={`Remove ${removing.name}`}
          danger
          onConfirm={() => onRemove(removing)}
          onClose={() => setRemoving(undefined)}
        >
          <p>
            {removing.openSessions === 1
              ? 'Their open session ends now.'
              : `Their ${removing.openSessions} open sessions end now.`}{' '}
            What they confirmed as read and understood stays in the acknowledgement report, marked as removed. If the
            hospital's sign-in still lets them in, they can sign in again and appear here as new. The audit log records
            that you removed them.
          </p>
        </ModalDialog>
      )}
    </section>
  );
}
