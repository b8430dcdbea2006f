/**
 * Paper-copy requests for operators (`accounts requests`): a tab-separated table for the terminal
 * and CSV for a spreadsheet or a mail merge. Everything in a request but its document was typed by
 * a visitor, so it goes through the audit log's neutralising and formula guard (audit-format.ts).
 */
import { csvCell, csvLinesCell, neutralise } from '../audit/audit-format';
import type { PaperCopyRecord } from '../storage/records';

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

const documentOf = (request: PaperCopyRecord) =>
  request.documentVersion ? `${request.documentName} (${request.documentVersion})` : request.documentName;

export const paperCopyTextHeader = [
  'reference',
  'requested',
  'status',
  'account',
  'model',
  'document',
  'copies',
  'name',
  'facility',
  'address',
  'email',
].join('\t');

/** One request per line; the address's lines joined by ", ". */
export function paperCopyTextLine(request: PaperCopyRecord): string {
  return [
    request.reference,
    iso(request.createdAt) ?? '',
    request.status === 'open' ? 'open' : `${request.status} ${iso(request.doneAt) ?? ''}`.trim(),
    request.account,
    request.model,
    documentOf(request),
    String(request.copies),
    request.name,
    request.facility,
    request.address.split('\n').join(', '),
    request.email,
  ]
    .map((field) => neutralise(field))
    .join('\t');
}

export const paperCopyCsvHeader =
  'reference,requested,status,done,account,session,model,document,version,path,copies,name,facility,address,email';

/** One request per record; the address keeps its line breaks inside its quoted cell. */
export function paperCopyCsvRow(request: PaperCopyRecord): string {
  const cells = [
    request.reference,
    iso(request.createdAt),
    request.status,
    iso(request.doneAt),
    request.account,
    request.sessionId,
    request.model,
    request.documentName,
    request.documentVersion,
    request.documentPath,
    request.copies,
    request.name,
    request.facility,
  ].map(csvCell);
  return [...cells, csvLinesCell(request.address), csvCell(request.email)].join(',');
}
