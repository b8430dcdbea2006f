/**
 * Decides how to answer a file request from the file's size and time and the request's
 * conditional and Range headers (RFC 9110): 200, 206 for one satisfiable range, 304 when the
 * browser's copy is current, 416 when the range lies outside the file. Pure, so it is tested alone.
 */
export interface FileFacts {
  size: number;
  mtimeMs: number;
}

export interface RequestHeaders {
  range?: string | undefined;
  'if-range'?: string | undefined;
  'if-none-match'?: string | undefined;
  'if-modified-since'?: string | undefined;
}

export interface Validators {
  etag: string;
  lastModified: string;
}

export type DeliveryPlan = Validators &
  ({ status: 200 } | { status: 206; start: number; end: number } | { status: 304 } | { status: 416 });

export function validatorsOf(file: FileFacts): Validators {
  return {
    etag: `"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`,
    lastModified: new Date(file.mtimeMs).toUTCString(),
  };
}

/** HTTP dates have whole seconds. */
function secondsOf(ms: number): number {
  return Math.floor(ms / 1000);
}

function matchesAny(header: string, etag: string): boolean {
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag === `W/${etag}`);
}

function isCurrent(file: FileFacts, headers: RequestHeaders, etag: string): boolean {
  const noneMatch = headers['if-none-match'];
  if (noneMatch !== undefined) return matchesAny(noneMatch, etag);
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && secondsOf(file.mtimeMs) <= secondsOf(since);
}

/** If-Range needs a strong match on the ETag or an exact date; otherwise the whole file is sent. */
function rangeStillValid(file: FileFacts, ifRange: string | undefined, etag: string): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && secondsOf(date) === secondsOf(file.mtimeMs);
}

type ParsedRange = { start: number; end: number } | 'unsatisfiable' | 'ignore';

/** One range only: several ranges would need multipart answers, and sending the whole file is allowed instead. */
export function parseRange(header: string, size: number): ParsedRange {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return 'ignore';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'ignore';
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return 'ignore';
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

export function planDelivery(file: FileFacts, headers: RequestHeaders): DeliveryPlan {
  const validators = validatorsOf(file);
  if (isCurrent(file, headers, validators.etag)) return { ...validators, status: 304 };
  const range = headers.range;
  if (range === undefined || !rangeStillValid(file, headers['if-range'], validators.etag)) {
    return { ...validators, status: 200 };
  }
  const parsed = parseRange(range, file.size);
  if (parsed === 'ignore') return { ...validators, status: 200 };
  if (parsed === 'unsatisfiable') return { ...validators, status: 416 };
  return { ...validators, status: 206, ...parsed };
}
