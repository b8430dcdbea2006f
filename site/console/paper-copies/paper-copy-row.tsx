/** One request for a paper copy; an overdue one says so in words, not by colour alone. */
import type { PaperCopy } from '../../../engine/shared/console/console-api';
import { formatDay, formatTime } from '../shared/format';
import { mailtoHref } from '../shared/mailto-href';

export interface PaperCopyRowProps {
  copy: PaperCopy;
  lineTitle: string;
  /** Absent for a viewer, and for a request no longer open. */
  onClose?: (copy: PaperCopy, status: 'done' | 'cancelled') => void;
}

export function PaperCopyRow({ copy, lineTitle, onClose }: PaperCopyRowProps) {
  return (
    <tr className={copy.overdue && copy.status === 'open' ? 'overdue' : undefined}>
      <th scope="row">{copy.reference}</th>
      <td>{formatTime(copy.createdAt)}</td>
      <td>
        {formatDay(copy.dueAt)}
        {copy.overdue && copy.status === 'open' && <strong className="overdue-mark"> Overdue</strong>}
      </td>
      <td>{copy.fromPublicPage ? <em className="public-request">Public eIFU page</em> : copy.account}</td>
      <td>{lineTitle}</td>
      <td>
        {copy.documentName}
        {copy.documentVersion && <span className="version"> ({copy.documentVersion})</span>}
      </td>
      <td className="number">{copy.copies}</td>
      <td>{copy.name}</td>
      <td>{copy.facility}</td>
      <td className="address">{copy.address}</td>
      <td>
        <a href={mailtoHref(copy.email)}>{copy.email}</a>
      </td>
      {copy.status !== 'open' && (
        <td>
          {formatTime(copy.closedAt)}
          {copy.note && <p className="note">{copy.note}</p>}
        </td>
      )}
      {onClose && (
        <td>
          <div className="actions">
            <button type="button" className="button" onClick={() => onClose(copy, 'done')}>
              Mark as sent<span className="visually-hidden"> {copy.reference}</span>
            </button>
            <button type="button" className="button button--secondary" onClick={() => onClose(copy, 'cancelled')}>
              Cancel<span className="visually-hidden"> {copy.reference}</span>
            </button>
          </div>
        </td>
      )}
    </tr>
  );
}
