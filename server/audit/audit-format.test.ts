import { describe, expect, it } from 'vitest';
import { paperCopyCsvRow } from '../paper-copies/paper-copy-format';
import type { PaperCopyRecord, StoredAuditEvent } from '../storage/records';
import {
  auditCsvHeader,
  auditCsvRow,
  auditTextLine,
  csvCell,
  csvLinesCell,
  neutralise,
  parseTime,
} from './audit-format';

const hostile: StoredAuditEvent = {
  id: 1,
  time: Date.UTC(2025, 0, 2, 3, 4, 5),
  kind: 'access-denied',
  account: null,
  clientAddress: '127.0.0.1',
  requestId: 'req-1',
  instance: 'web-1:3000',
  userAgent: 'curl\r\n2025-01-01T00:00:00.000Z\tlogin-ok\tadmin\u001b[31m\u2028x',
  detail: '=HYPERLINK("http://evil.example","click")',
  document: null,
  partial: false,
  model: null,
  operator: 'cli:ops\u001b[2J',
  person: null,
  count: 1,
};

describe('neutralise', () => {
  it('turns control characters, separators and bidi overrides into visible escapes', () => {
    expect(neutralise('a\r\nb\tc\u0000d\u001be\u0085f\u2028g\u202eh')).toBe(
      'a\\u{0d}\\u{0a}b\\u{09}c\\u{00}d\\u{1b}e\\u{85}f\\u{2028}g\\u{202e}h',
    );
  });

  it('doubles backslashes so an escape cannot be faked', () => {
    expect(neutralise('\\u{0a}')).toBe('\\\\u{0a}');
  });
});

describe('CSV export', () => {
  it('keeps one event on one line and defuses formulas', () => {
    const row = auditCsvRow(hostile);
    for (const character of ['\r', '\n', '\t', '\u001b', '\u2028']) expect(row).not.toContain(character);
    expect(row).toBe(
      `2025-01-02T03:04:05.000Z,access-denied,,127.0.0.1,req-1,"curl\\u{0d}\\u{0a}2025-01-01T00:00:00.000Z\\u{09}login-ok\\u{09}admin\\u{1b}[31m\\u{2028}x","'=HYPERLINK(""http://evil.example"",""click"")",1,web-1:3000,"cli:ops\\u{1b}[2J"`,
    );
    const separators = row.match(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/g) ?? [];
    expect(auditCsvHeader.split(',')).toHaveLength(separators.length + 1);
  });

  it.each([
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    // Where a `;` spreadsheet starts a field, blanks and quotes before the sign included.
    ['Ann;=1+1;', `"Ann;'=1+1;"`],
    ['Ann; -1', `"Ann; '-1"`],
    ['a;""=1', `"a;""""'=1"`],
    [' =1', `" '=1"`],
    // A tab never reaches the file (it becomes a visible escape), so it starts no field.
    ['x\t=1', '"x\\u{09}=1"'],
    // Ordinary values read as before.
    ['-5 mL', `"'-5 mL"`],
    ['Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0', '"Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0"'],
    ['ward7@hospital.example', 'ward7@hospital.example'],
    ['a-b+c=d', 'a-b+c=d'],
    [-5, '-5'],
  ])('csvCell(%j) is %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['Ward 7\n1 Main Street', '"Ward 7\n1 Main Street"'],
    ['=1+1\nx', `"'=1+1\nx"`],
    ['a\r\nb\u2028c', '"a\\u{0d}\nb\\u{2028}c"'],
    ['plain', 'plain'],
    ["Ward 7\n=cmd|' /C calc'!A0", `"Ward 7\n'=cmd|' /C calc'!A0"`],
    ['Ward 7\n  @SUM(A1)', `"Ward 7\n  '@SUM(A1)"`],
    ['Ward 7\r=1', '"Ward 7\\u{0d}=1"'],
  ])('csvLinesCell(%j) keeps only LF as a line break: %s', (value, expected) => {
    expect(csvLinesCell(value)).toBe(expected);
  });
});

/** Fields as a reader that honours RFC 4180 quotes and splits on commas sees them. */
function fieldsOfRfcReader(text: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quoted && character === '"' && text[index + 1] === '"') {
      field += '"';
      index++;
    } else if (character === '"') quoted = !quoted;
    else if (!quoted && (character === ',' || character === '\n')) {
      fields.push(field);
      field = '';
    } else field += character;
  }
  return [...fields, field];
}

/**
 * Fields as a spreadsheet that splits on another separator sees them: every line break ends a
 * record and every separator a field, quotes notwithstanding.
 */
const fieldsSplitOn = (text: string, separator: ';' | '\t') =>
  text.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));

/** A spreadsheet passes over a field's leading blanks and quotes before it sees a formula. */
const startsFormula = (field: string) => /^[\s"]*[=+\-@]/.test(field);

describe('CSV exports opened in a spreadsheet of any locale', () => {
  const payloads = [
    'Ann;=1+1;',
    'x;-2+3',
    'x; @SUM(A1)',
    'a;""=HYPERLINK(""http://evil.example"")',
    "=cmd|' /C calc'!A0",
    'x\t=1+1',
    'x\r=1+1',
    'x\n+1',
    'x\r\n-1',
  ];
  const request = (value: string): PaperCopyRecord => ({
    id: 1,
    reference: 'PC-7K3M-Q9XD',
    createdAt: Date.UTC(2025, 0, 2),
    account: value,
    sessionId: null,
    model: 'demo-pump',
    documentName: value,
    documentPath: 'demo/ifu.pdf',
    documentVersion: null,
    copies: 1,
    name: value,
    facility: value,
    address: `Ward 7\n${value}\n${value}`,
    email: value,
    status: 'open',
    doneAt: null,
    note: null,
    source: 'portal',
  });

  it.each(payloads)('start no field with a formula in the audit and paper-copy exports (%j)', (value) => {
    const rows = [
      auditCsvRow({ ...hostile, account: value, userAgent: value, detail: value, operator: value }),
      paperCopyCsvRow(request(value)),
    ];
    for (const row of rows) {
      expect(fieldsOfRfcReader(row).filter(startsFormula), `${row} read with ','`).toEqual([]);
      expect(fieldsSplitOn(row, ';').filter(startsFormula), `${row} read with ';'`).toEqual([]);
      expect(fieldsSplitOn(row, '\t').filter(startsFormula), `${row} read with tabs`).toEqual([]);
    }
  });
});

describe('text lines', () => {
  it('print one line per event whatever the stored values hold', () => {
    const line = auditTextLine(hostile);
    expect(line.split('\n')).toHaveLength(1);
    expect(line.split('\t')).toHaveLength(9);
    expect(line.split('\t').slice(-2)).toEqual(['web-1:3000', 'cli:ops\\u{1b}[2J']);
    expect(line).not.toContain('\u001b');
  });
});

describe('parseTime', () => {
  const now = Date.UTC(2025, 5, 1);
  it('reads dates, date-times and ages', () => {
    expect(parseTime('2025-03-01', now)).toBe(Date.UTC(2025, 2, 1));
    expect(parseTime('2025-03-01T08:00:00Z', now)).toBe(Date.UTC(2025, 2, 1, 8));
    expect(parseTime('24h', now)).toBe(now - 86_400_000);
    expect(parseTime('7d', now)).toBe(now - 7 * 86_400_000);
    expect(parseTime('90m', now)).toBe(now - 90 * 60_000);
  });
  it.each(['yesterday', '2025-13-45', '1e9', ''])('refuses %j', (value) => {
    expect(parseTime(value, now)).toBeUndefined();
  });
});
