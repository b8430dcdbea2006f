/** The queue of paper-copy requests of one state, oldest due first as the server orders it. */
import type { PaperCopy, PaperCopyState } from '../../../engine/shared/console/console-api';
import { TableRegion } from '../shared/table-region';
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
  const columns = 11 + (closed ? 1 : 0) + (actions ? 1 : 0);
  return (
    <TableRegion>
      {(captionId) => (
        <table className="table">
          <caption id={captionId}>
            {stateNames[status]} requests ({copies.length})
          </caption>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Received</th>
              <th scope="col">Due</th>
              <th scope="col">Account</th>
              <th scope="col">Line</th>
              <th scope="col">Document</th>
              <th scope="col" className="number">
                Copies
              </th>
              <th scope="col">Requester</th>
              <th scope="col">Facility</th>
              <th scope="col">Address</th>
              <th scope="col">Email</th>
              {closed && <th scope="col">Closed, note</th>}
              {actions && <th scope="col">Action</th>}
            </tr>
          </thead>
          <tbody>
            {copies.length === 0 ? (
              <tr>
                <td colSpan={columns}>No request here.</td>
              </tr>
            ) : (
              copies.map((copy) => (
                <PaperCopyRow
                  key={copy.reference}
                  copy={copy}
                  lineTitle={titles[copy.model] ?? copy.model}
                  onClose={actions ? onClose : undefined}
                />
              ))
            )}
          </tbody>
        </table>
      )}
    </TableRegion>
  );
}
