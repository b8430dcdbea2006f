/**
 * A CSV reader after RFC 4180, for files operators export from a spreadsheet: fields separated by
 * commas, records by CRLF (LF or a lone CR too), a field in double quotes may hold commas, line
 * breaks and quotes written twice (`""`); a byte order mark at the start is dropped. No package of
 * the portal reads CSV, and this much is small enough to keep here.
 *
 * Each record says the line it starts on, so a problem can be named where the operator sees it in
 * an editor; a record that spans lines in quotes counts its lines. Empty lines are skipped. What
 * does not follow the format (a quote inside an unquoted field, text after a closing quote) is
 * reported at its line and read as a spreadsheet would; a quote never closed is reported at the
 * line it opens on, and nothing after it is read.
 */

export interface CsvRecord {
  /** The line the record starts on, from 1. */
  line: number;
  fields: string[];
}

export interface CsvProblem {
  line: number;
  message: string;
}

export function parseCsv(text: string): { records: CsvRecord[]; problems: CsvProblem[] } {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  const problems: CsvProblem[] = [];
  let line = 1;
  let recordLine = 1;
  let fields: string[] = [];
  let field = '';
  /** Whether the record has anything yet: an empty line is no record. */
  let started = false;
  /** At the start of a field (of the record, or after a comma), where a quote opens a quoted field. */
  let fieldStart = true;
  let index = 0;

  const endRecord = () => {
    if (started) records.push({ line: recordLine, fields: [...fields, field] });
    fields = [];
    field = '';
    started = false;
    fieldStart = true;
  };
  /** Steps over a line break at `index` (CRLF, LF or CR); false when there is none. */
  const lineBreak = () => {
    const character = input[index];
    if (character === '\r') index += input[index + 1] === '\n' ? 2 : 1;
    else if (character === '\n') index += 1;
    else return false;
    line += 1;
    return true;
  };
  /** Reads a quoted field from just after its opening quote; false when the file ends before its closing quote. */
  const quoted = () => {
    while (index < input.length) {
      if (input[index] === '"') {
        index += 1;
        if (input[index] !== '"') return true;
        field += '"';
        index += 1;
      } else if (lineBreak()) {
        field += '\n';
      } else {
        field += input[index];
        index += 1;
      }
    }
    return false;
  };

  while (index < input.length) {
    if (!started) recordLine = line;
    const character = input[index];
    if (character === '"' && fieldStart) {
      started = true;
      fieldStart = false;
      const opened = line;
      index += 1;
      if (!quoted()) {
        problems.push({ line: opened, message: 'a quoted field is not closed: a quote (") is missing' });
        // The rest of the file is inside that field: no record can be read from it.
        started = false;
        break;
      }
      // After the closing quote comes the next field or the record's end; anything else is kept, and said.
      const rest = /^[^,\r\n]+/.exec(input.slice(index))?.[0] ?? '';
      if (rest !== '') {
        problems.push({
          line,
          message: `text after a closing quote (${rest.trim() || 'spaces'}): quote the whole field`,
        });
        field += rest;
        index += rest.length;
      }
    } else if (character === ',') {
      started = true;
      fieldStart = true;
      fields.push(field);
      field = '';
      index += 1;
    } else if (lineBreak()) {
      endRecord();
    } else {
      if (character === '"') {
        problems.push({
          line,
          message:
            'a quote (") inside a field that does not start with one: quote the whole field and write the quote twice',
        });
      }
      started = true;
      fieldStart = false;
      field += character;
      index += 1;
    }
  }
  endRecord();
  return { records, problems };
}
