import { describe, expect, it } from 'vitest';
import { parseRange, planDelivery, validatorsOf } from './plan-delivery';

const file = { size: 1000, mtimeMs: Date.UTC(2025, 0, 2, 3, 4, 5, 678) };
const { etag, lastModified } = validatorsOf(file);

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=5-1', 'ignore'],
    ['bytes=0-1,5-6', { start: 0, end: 6 }],
    ['bytes=500-599, 0-99', 'ignore'],
    ['bytes=0-99,50-149,-10', 'ignore'],
    ['bytes=0-99,50-149', { start: 0, end: 149 }],
    ['bytes=5000-,6000-7000', 'unsatisfiable'],
    ['bytes=5000-,0-9', { start: 0, end: 9 }],
    ['bytes=0-1,x', 'ignore'],
    [`bytes=${Array.from({ length: 17 }, () => '0-1').join(',')}`, 'ignore'],
    ['bytes=99999999999999999999-', 'unsatisfiable'],
    ['bytes=0-99999999999999999999', { start: 0, end: 999 }],
    ['bytes=abc', 'ignore'],
    ['bytes=', 'ignore'],
    ['BYTES=0-0', { start: 0, end: 0 }],
    ['items=0-1', 'ignore'],
    ['bytes=-', 'ignore'],
  ])('%s', (header, expected) => {
    expect(parseRange(header, file.size)).toEqual(expected);
  });
});

describe('planDelivery', () => {
  it('sends the whole file without conditions', () => {
    expect(planDelivery(file, {})).toEqual({ status: 200, etag, lastModified });
  });

  it('answers 304 for a matching If-None-Match or a current If-Modified-Since', () => {
    expect(planDelivery(file, { 'if-none-match': `"x", ${etag}` }).status).toBe(304);
    expect(planDelivery(file, { 'if-none-match': `W/${etag}` }).status).toBe(304);
    expect(planDelivery(file, { 'if-modified-since': lastModified }).status).toBe(304);
    expect(planDelivery(file, { 'if-modified-since': 'Thu, 01 Jan 2025 00:00:00 GMT' }).status).toBe(200);
    // If-None-Match wins over If-Modified-Since.
    expect(planDelivery(file, { 'if-none-match': '"other"', 'if-modified-since': lastModified }).status).toBe(200);
  });

  it('honours If-Range only when it still matches', () => {
    expect(planDelivery(file, { range: 'bytes=0-9', 'if-range': etag })).toMatchObject({
      status: 206,
      start: 0,
      end: 9,
    });
    expect(planDelivery(file, { range: 'bytes=0-9', 'if-range': lastModified }).status).toBe(206);
    expect(planDelivery(file, { range: 'bytes=0-9', 'if-range': '"stale"' }).status).toBe(200);
    expect(planDelivery(file, { range: 'bytes=0-9', 'if-range': `W/${etag}` }).status).toBe(200);
  });

  it('answers 416 outside the file', () => {
    expect(planDelivery(file, { range: 'bytes=2000-2001' }).status).toBe(416);
  });
});

describe('validatorsOf', () => {
  it('gives new validators as soon as the file has another size or time', () => {
    expect(validatorsOf(file)).toEqual({ etag, lastModified });
    const later = { size: file.size, mtimeMs: file.mtimeMs + 1000 };
    expect(validatorsOf(later)).not.toEqual({ etag, lastModified });
    const longer = { size: file.size + 1, mtimeMs: later.mtimeMs };
    expect(validatorsOf(longer).etag).not.toBe(validatorsOf(later).etag);
  });
});
