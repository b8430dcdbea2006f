/**
 * An account's acknowledgement report, the hospital's record of "read and understood": for each
 * document its lines ask to be confirmed, every one of its people named with their state for the
 * current version (confirmed, and when; or outstanding), then the confirmations they keep of
 * earlier versions and of documents no longer asked for. The CSV is the same rows, each cell
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
    confirmations.map((c) => [key(c.personId, c.model, c.document, c.version), c.confirmedAt]),
  );
  const rows: AcknowledgementReportRow[] = [];
  const who = (person: PersonRecord) => ({ name: person.name, email: person.email });

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
  // What people confirmed of versions no longer current, and of documents no longer asked for: newest first.
  const current = new Set(asked.map((document) => key(document.model, document.document, document.version)));
  const earlier = confirmations
    .filter((c) => !current.has(key(c.model, c.document, c.version)) && personOf.has(c.personId))
    .sort((a, b) => b.confirmedAt - a.confirmedAt);
  for (const confirmation of earlier) {
    const still = asked.find((d) => d.model === confirmation.model && d.document === confirmation.document);
    const line = still?.line ?? content.catalogue.find((entry) => entry.model === confirmation.model)?.title;
    rows.push({
      model: confirmation.model,
      line: line ?? confirmation.model,
      document: confirmation.document,
      name: still?.name ?? confirmation.document,
      version: confirmation.version,
      current: false,
      date: null,
      person: who(personOf.get(confirmation.personId) as PersonRecord),
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
  'line,document,document_key,version,version_date,current_version,person,email,status,confirmed_at';

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
    row.status,
    row.confirmedAt === null ? null : new Date(row.confirmedAt).toISOString(),
  ]
    .map(csvCell)
    .join(',');
}
