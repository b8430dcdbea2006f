import { describe, expect, it } from 'vitest';
import { formatContentDate, latestDocumentDate } from './dates';
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
