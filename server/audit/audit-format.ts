/**
 * Printing and exporting audit events without log injection. Stored values (user agent,
 * requested path, account name) are whatever a client sent; before they reach a terminal or
 * a spreadsheet:
 * - control characters (CR, LF, tab, ESC and the rest of C0/C1, DEL), Unicode line and
 *   paragraph separators and bidirectional overrides become visible `\u{..}` escapes, so one
 *   event is always one line and nothing can fake another line or recolour the terminal;
 * - CSV cells are quoted per RFC 4180 and every place where a spreadsheet could start a field
 *   with a formula (= + - @) gets an apostrophe before it (OWASP CSV injection); see formulaStart.
 */
import type { DownloadCount, StoredAuditEvent } from '../storage/records';

export { auditKinds } from '../storage/records';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is neutralised.
const unsafeCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Every unsafe character as a visible escape; a backslash is doubled so escapes cannot be faked. */
export function neutralise(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replace(unsafeCharacters, (character) => `\\u{${character.codePointAt(0)?.toString(16).padStart(2, '0')}}`);
}

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return quotedCell(neutralise(value), value);
}

/**
 * A cell of several lines (a postal address): LF stays a line break inside the quoted cell, as
 * RFC 4180 allows; every other unsafe character is escaped all the same.
 */
export function csvLinesCell(value: string): string {
  return quotedCell(value.split('\n').map(neutralise).join('\n'), value);
}

/**
 * Where a spreadsheet may start a field, quoting notwithstanding: at the cell's start, and wherever
 * a reader that splits on something other than this file's commas does: after a `;` (Excel's list
 * separator in most European locales, which splits the whole line on `;` and reads quotes only at a
 * field's start), after a tab (a file imported as tab-separated), and at each line start (a quoted
 * line break ends the record for such a reader). Blanks and quotes before the sign do not make it
 * safe: readers skip them or close an empty quoted part before it (`;""=1` reads as `=1`). So the
 * apostrophe goes before the sign at every such place, rather than quoting cells or escaping `;`,
 * which would not change how a `;` reader splits and would garble user agents and addresses.
 */
const formulaStart = /(^|[;\t\r\n])([\s"]*)(?=[=+\-@])/g;

function quotedCell(safe: string, value: string): string {
  const text = safe.replace(formulaStart, "$1$2'");
  return /[",\s]/.test(text) || text !== value ? `"${text.replaceAll('"', '""')}"` : text;
}

export const auditCsvHeader = 'time,kind,account,client_address,request_id,user_agent,detail,count,instance,operator';

export function auditCsvRow(event: StoredAuditEvent): string {
  return [
    new Date(event.time).toISOString(),
    event.kind,
    event.account,
    event.clientAddress,
    event.requestId,
    event.userAgent,
    event.detail,
    event.count,
    event.instance,
    event.operator,
  ]
    .map(csvCell)
    .join(',');
}

/** One line per event, tab-separated, for reading in a terminal. */
export function auditTextLine(event: StoredAuditEvent): string {
  return (
    [
      new Date(event.time).toISOString(),
      event.kind,
      event.account ?? '-',
      event.clientAddress,
      event.requestId,
      event.detail ?? '-',
      event.userAgent ?? '-',
      // Which instance wrote it; '-' for rows from before instances were named.
      event.instance ?? '-',
      // Who acted: a console operator or `cli:<system user>`; '-' for customers and the portal.
      event.operator ?? '-',
    ]
      .map((field) => neutralise(field))
      .join('\t')
      // Collapsed repeats (a flood of identical denials in one minute) say how many they stand for.
      .concat(event.count > 1 ? `\t×${event.count}` : '')
  );
}

export const downloadsCsvHeader = 'document,downloads,deliveries,accounts,last_time';

export function downloadsCsvRow(count: DownloadCount): string {
  return [count.document, count.downloads, count.deliveries, count.accounts, new Date(count.lastTime).toISOString()]
    .map(csvCell)
    .join(',');
}

export function downloadsTextLine(count: DownloadCount): string {
  return [
    String(count.downloads).padStart(7),
    String(count.deliveries).padStart(10),
    String(count.accounts).padStart(8),
    new Date(count.lastTime).toISOString(),
    neutralise(count.document),
  ].join('  ');
}

export const downloadsTextHeader = `${'downloads'.padStart(7)}  ${'deliveries'.padStart(10)}  ${'accounts'.padStart(8)}  ${'last'.padEnd(24)}  document`;

/**
 * A time given on the command line: an ISO date (midnight UTC) or date-time, or a relative
 * age such as 30m, 24h or 7d before now.
 */
export function parseTime(value: string, now: number): number | undefined {
  const age = /^(\d+)([mhd])$/.exec(value);
  if (age) {
    const unit = { m: 60_000, h: 3_600_000, d: 86_400_000 }[age[2] as 'm' | 'h' | 'd'];
    return now - Number(age[1]) * unit;
  }
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return undefined;
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time) ? undefined : time;
}
