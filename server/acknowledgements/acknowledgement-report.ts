/**
 * An account's acknowledgement report, the hospital's record of "read and understood": for each
 * document its lines ask to be confirmed, every one of its people named with their state for the
 * current version (confirmed, and when; or outstanding), then the confirmations they keep of
 * earlier versions and of documents no longer asked for, and those of people since removed. The CSV is the same rows, each cell
 * written safe for spreadsheets (audit-format.ts).
 */
import type {
  AcknowledgementQuery,
  AcknowledgementReport,
  AcknowledgementReportRow,
} from '../../engine/shared/console/console-api';
import { csvCell } from '../audit/audit-format';
import type { LanguageContent } from '../content/compiled-content';
import type { AccountRecord, AcknowledgementRecord, PersonRecord } from '../storage/records';
import { documentsAskedFor } from './documents-asked';

const key = (...parts: (string | number)[]) => JSON.stringify(parts);

export function acknowledgementReport(
  content: LanguageContent,
  account: Pick<AccountRecord, 'name' | 'models'>,
  people: readonly PersonRecord[],
  confirmations: readonly AcknowledgementRecord[],
  query: AcknowledgementQuery = {},
): AcknowledgementReport {
  const asked = documentsAskedFor(content, account);
  const byName = [...people].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const personOf = new Map(people.map((person) => [person.id, person]));
  const confirmedAt = new Map(
    confirmations.flatMap((c) =>
      c.personId === null ? [] : [[key(c.personId, c.model, c.document, c.version), c.confirmedAt] as const],
    ),
  );
  const rows: AcknowledgementReportRow[] = [];
  const who = (person: PersonRecord) => ({ name: person.name, email: person.email, removed: false });

  for (const document of asked) {
    const { model, line, name, version, date } = document;
    for (const person of byName) {
      const at = confirmedAt.get(key(person.id, model, document.document, version)) ?? null;
      rows.push({
        model,
        line,
        document: document.document,
        name,
        version,
        current: true,
        date,
        person: who(person),
        status: at === null ? 'outstanding' : 'confirmed',
        confirmedAt: at,
      });
    }
  }
  // The rest, newest first: what people confirmed of versions no longer current or of documents no
  // longer asked for, and everything confirmed by people since removed (under the name they gave).
  const current = new Set(asked.map((document) => key(document.model, document.document, document.version)));
  const stillHere = (c: AcknowledgementRecord) => c.personId !== null && personOf.has(c.personId);
  const rest = confirmations
    .filter((c) => !(stillHere(c) && current.has(key(c.model, c.document, c.version))))
    .sort((a, b) => b.confirmedAt - a.confirmedAt);
  for (const confirmation of rest) {
    const still = asked.find((d) => d.model === confirmation.model && d.document === confirmation.document);
    const line = still?.line ?? content.catalogue.find((entry) => entry.model === confirmation.model)?.title;
    const isCurrent = still?.version === confirmation.version;
    const person = stillHere(confirmation) ? personOf.get(confirmation.personId as number) : undefined;
    rows.push({
      model: confirmation.model,
      line: line ?? confirmation.model,
      document: confirmation.document,
      name: still?.name ?? confirmation.document,
      version: confirmation.version,
      current: isCurrent,
      date: isCurrent ? (still?.date ?? null) : null,
      person: person ? who(person) : { ...confirmation.person, removed: true },
      status: 'confirmed',
      confirmedAt: confirmation.confirmedAt,
    });
  }
  const order = (row: AcknowledgementReportRow) => {
    const at = asked.findIndex((d) => d.model === row.model && d.document === row.document);
    return at < 0 ? asked.length : at;
  };
  // Each document's rows together, its current version first; the sort keeps the order within.
  const sorted = rows.map((row, i) => ({ row, i })).sort((a, b) => order(a.row) - order(b.row) || a.i - b.i);
  const wanted = (row: AcknowledgementReportRow) =>
    (!query.model || row.model === query.model) &&
    (!query.document || row.document === query.document) &&
    (!query.status || row.status === query.status);
  return {
    account: account.name,
    documents: asked.map(({ model, line, document, name, version, date }) => ({
      model,
      line,
      document,
      name,
      version,
      date,
    })),
    people: people.length,
    rows: sorted.map(({ row }) => row).filter(wanted),
  };
}

export const acknowledgementCsvHeader =
  'line,document,document_key,version,version_date,current_version,person,email,person_removed,status,confirmed_at';

export function acknowledgementCsvRow(row: AcknowledgementReportRow): string {
  return [
    row.line,
    row.name,
    row.document,
    row.version,
    row.date,
    row.current ? 'yes' : 'no',
    row.person.name,
    row.person.email,
    row.person.removed ? 'yes' : 'no',
    row.status,
    row.confirmedAt === null ? null : new Date(row.confirmedAt).toISOString(),
  ]
    .map(csvCell)
    .join(',');
}
