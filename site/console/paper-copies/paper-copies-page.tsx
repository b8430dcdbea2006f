/**
 * Paper copies of instructions for use that hospitals asked for: due seven days after they arrive.
 * An admin marks each sent or cancelled with a note; everyone may export the list.
 */
import { useState } from 'react';
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import {
  type CatalogueLine,
  consolePaths,
  type PaperCopy,
  type PaperCopyState,
} from '../../../engine/shared/console/console-api';
import { consoleRequest, withQuery } from '../api/console-http';
import { loadJson } from '../api/load';
import { useCanChange } from '../app/operator';
import { usePageTitle } from '../app/use-page-title';
import { titlesOf } from '../shared/line-titles';
import { ModalDialog } from '../shared/modal-dialog';
import { PaperCopiesTable, stateNames } from './paper-copies-table';

const states = ['open', 'done', 'cancelled'] as const satisfies PaperCopyState[];
const stateOf = (text: string | null): PaperCopyState => states.find((state) => state === text) ?? 'open';

export async function paperCopiesLoader({ request }: LoaderFunctionArgs) {
  const status = stateOf(new URL(request.url).searchParams.get('status'));
  const [copies, catalogue] = await Promise.all([
    loadJson<PaperCopy[]>(request, withQuery(consolePaths.paperCopies, { status })),
    loadJson<CatalogueLine[]>(request, consolePaths.catalogue),
  ]);
  return { status, copies, catalogue };
}

export function PaperCopiesPage() {
  usePageTitle('Paper copies');
  const { status, copies, catalogue } = useLoaderData<typeof paperCopiesLoader>();
  const canChange = useCanChange();
  const { revalidate } = useRevalidator();
  const [closing, setClosing] = useState<{ copy: PaperCopy; status: 'done' | 'cancelled' }>();
  const [note, setNote] = useState('');

  const close = async () => {
    if (!closing) return;
    await consoleRequest('POST', consolePaths.paperCopyClosing(closing.copy.reference), {
      status: closing.status,
      ...(note.trim() ? { note: note.trim() } : {}),
    });
    setNote('');
    await revalidate();
  };

  return (
    <>
      <h1>Paper copies</h1>
      <nav aria-label="Requests by state" className="tabs">
        <ul>
          {states.map((state) => (
            <li key={state}>
              <Link to={`?status=${state}`} aria-current={state === status ? 'page' : undefined}>
                {stateNames[state]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        <a href={withQuery(consolePaths.paperCopiesCsv, { status })} download>
          Export these requests as CSV
        </a>
      </p>
      <PaperCopiesTable
        copies={copies}
        status={status}
        titles={titlesOf(catalogue)}
        onClose={canChange ? (copy, next) => setClosing({ copy, status: next }) : undefined}
      />
      {closing && (
        <ModalDialog
          title={`${closing.status === 'done' ? 'Mark as sent' : 'Cancel'}: ${closing.copy.reference}`}
          confirmLabel={closing.status === 'done' ? 'Mark as sent' : 'Cancel the request'}
          onConfirm={close}
          onClose={() => setClosing(undefined)}
        >
          <p>
            {closing.copy.documentName} for {closing.copy.facility}.
          </p>
          <label className="field">
            <span>Note (kept with the request and in the audit)</span>
            <textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} />
          </label>
        </ModalDialog>
      )}
    </>
  );
}
