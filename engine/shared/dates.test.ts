import { es } from 'date-fns/locale/es';
import { describe, expect, it } from 'vitest';
import {
  changedSince,
  contentDayOf,
  documentChangedOn,
  formatContentDate,
  formatContentMonth,
  latestDocumentDate,
} from './dates';
import type { Document } from './types';

describe('content dates', () => {
  it('formats ISO dates as "Month dd, yyyy"', () => {
    expect(formatContentDate('2025-09-30')).toBe('September 30, 2025');
    expect(formatContentDate('2024-01-07')).toBe('January 07, 2024');
  });

  it('throws "Invalid time value" for a date that does not exist', () => {
    expect(() => formatContentDate('2025-02-30')).toThrow(/Invalid time value/);
    expect(() => formatContentDate('not a date')).toThrow(/Invalid time value/);
  });

  it('takes the latest date among visible documents, ignoring hidden and undated ones', () => {
    const documents: Document[] = [
      { type: 'download', name: 'A', filePath: 'a/a.pdf', dateUpdated: '2025-03-01' },
      { type: 'download', name: 'B', filePath: 'a/b.pdf', dateUpdated: '2025-09-30', hidden: true },
      { type: 'route', name: 'C', to: 'home' },
      { type: 'external', name: 'D', url: 'https://example.com', dateUpdated: '2025-04-15' },
    ];
    expect(latestDocumentDate(documents)).toBe('2025-04-15');
  });

  it('has no latest date when no visible document is dated', () => {
    expect(
      latestDocumentDate([
        { type: 'empty' },
        { type: 'sectiontext', text: 'x', dateUpdated: '2025-01-01', hidden: true },
      ]),
    ).toBeUndefined();
  });
});

describe('when a document changed', () => {
  const versioned = { dateUpdated: '2025-07-08', versions: [{ date: '2025-01-20' }, { date: '2024-06-01' }] };

  it('is its dateUpdated, or else the date of its newest earlier version', () => {
    expect(documentChangedOn(versioned)).toBe('2025-07-08');
    expect(documentChangedOn({ versions: [{ date: '2025-01-20' }, { date: '2024-06-01' }] })).toBe('2025-01-20');
    expect(documentChangedOn({})).toBeUndefined();
  });

  it('counts as changed since a visit made before it or on its day, never on a first visit', () => {
    expect(changedSince(versioned, '2025-07-07')).toBe(true);
    expect(changedSince(versioned, '2025-07-08')).toBe(true);
    expect(changedSince(versioned, '2025-07-09')).toBe(false);
    expect(changedSince(versioned, undefined)).toBe(false);
    expect(changedSince({}, '2020-01-01')).toBe(false);
  });

  it("gives an instant's day in the reader's time zone, comparable with content dates", () => {
    expect(contentDayOf(new Date(2025, 6, 8, 23, 59))).toBe('2025-07-08');
    expect(contentDayOf(new Date(2025, 0, 2, 0, 0))).toBe('2025-01-02');
  });
});

describe('dates in another language', () => {
  it('writes a content date as the locale writes a long date', () => {
    expect(formatContentDate('2025-08-21', es)).toBe('21 de agosto de 2025');
    expect(formatContentDate('2024-01-07', es)).toBe('7 de enero de 2024');
  });

  it('names the month of a heading in the language, starting with a capital', () => {
    expect(formatContentMonth('2025-08-01')).toBe('August 2025');
    expect(formatContentMonth('2025-08-01', es)).toBe('Agosto de 2025');
  });

  it('refuses a date that is not a calendar date in every language', () => {
    expect(() => formatContentDate('2025-02-30', es)).toThrow(/Invalid time value/);
    expect(() => formatContentMonth('2025-13-01', es)).toThrow(/Invalid time value/);
  });
});
