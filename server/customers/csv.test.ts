import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

const fieldsOf = (text: string) => parseCsv(text).records.map((record) => record.fields);

describe('reading CSV', () => {
  it('splits records on CRLF, LF or CR and fields on commas, keeping empty fields', () => {
    expect(fieldsOf('a,b,c\r\n1,,3\n4,5,\r6,7,8')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
      ['4', '5', ''],
      ['6', '7', '8'],
    ]);
  });

  it('reads quoted fields holding commas, quotes written twice and line breaks, counting the lines they take', () => {
    const { records, problems } = parseCsv(
      'name,notes\r\nward-7,"Pharmacy, biomed"\r\nward-8,"said ""hello""\r\nsecond line"\r\nward-9,""\r\n',
    );
    expect(problems).toEqual([]);
    expect(records).toEqual([
      { line: 1, fields: ['name', 'notes'] },
      { line: 2, fields: ['ward-7', 'Pharmacy, biomed'] },
      { line: 3, fields: ['ward-8', 'said "hello"\nsecond line'] },
      { line: 5, fields: ['ward-9', ''] },
    ]);
  });

  it('drops a byte order mark and skips empty lines, the lines still counted', () => {
    expect(parseCsv('\uFEFFname\n\nward-7\n\n')).toEqual({
      records: [
        { line: 1, fields: ['name'] },
        { line: 3, fields: ['ward-7'] },
      ],
      problems: [],
    });
  });

  it('keeps spaces as part of a field, as the format says', () => {
    expect(fieldsOf(' a , b ')).toEqual([[' a ', ' b ']]);
  });

  it('reports a quote inside an unquoted field, text after a closing quote, and a quote never closed, at their lines', () => {
    const { records, problems } = parseCsv('a,b\nx,5" screen\n"y"z,1\n"open,2\nmore');
    expect(problems).toEqual([
      {
        line: 2,
        message:
          'a quote (") inside a field that does not start with one: quote the whole field and write the quote twice',
      },
      { line: 3, message: 'text after a closing quote (z): quote the whole field' },
      { line: 4, message: 'a quoted field is not closed: a quote (") is missing' },
    ]);
    expect(records.map((record) => record.fields)).toEqual([
      ['a', 'b'],
      ['x', '5" screen'],
      ['yz', '1'],
    ]);
  });

  it('reads nothing from an empty text', () => {
    expect(parseCsv('')).toEqual({ records: [], problems: [] });
  });
});
