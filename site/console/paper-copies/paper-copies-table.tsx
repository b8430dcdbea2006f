/** The queue of paper-copy requests of one state, oldest due first as the server orders it. */
import type { PaperCopy, PaperCopyState } from '../../../engine/shared/console/console-api';
import { DataTable } from '../shared/data-table';
import { PaperCopyRow, type PaperCopyRowProps } from './paper-copy-row';

export const stateNames: Record<PaperCopyState, string> = { open: 'New', done: 'Sent', cancelled: 'Cancelled' };

export interface PaperCopiesTableProps {
  copies: PaperCopy[];
  status: PaperCopyState;
  titles: Record<string, string>;
  onClose?: PaperCopyRowProps['onClose'];
}

export function PaperCopiesTable({ copies, status, titles, onClose }: PaperCopiesTableProps) {
  const closed = status !== 'open';
  const actions = !closed && onClose !== undefined;
  return (
    <DataTable
      caption={`${stateNames[status]} requests (${copies.length})`}
      columns={[
        'Reference',
        'Received',
        'Due',
        'Account',
        'Line',
        'Document',
        { label: 'Copies', numeric: true },
        'Requester',
        'Facility',
        'Address',
        'Email',
        closed && 'Closed, note',
        actions && 'Action',
      ]}
      rowCount={copies.length}
      empty="No request here."
    >
      {copies.map((copy) => (
        <PaperCopyRow
          key={copy.reference}
          copy={copy}
          lineTitle={titles[copy.model] ?? copy.model}
          onClose={actions ? onClose : undefined}
        />
      ))}
    </DataTable>
  );
}
