/**
 * Decides how to answer a file request from the file's size and time and the request's
 * conditional and Range headers (RFC 9110): 200, 206 for one satisfiable range, 304 when the
 * browser's copy is current, 416 when the range lies outside the file. Pure, so it is tested alone.
 * Not @fastify/send's handling: it only makes weak ETags and accepts them in If-Range, where a
 * strong match is required so a resumed download never splices bytes of a changed file, and it
 * serves the valid part of a malformed Range or refuses a suffix longer than the file (416), both
 * of which must get the whole file.
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

/** More range-specs than this in one header are not worth parsing: the whole file is sent instead. */
const maxRangeSpecs = 16;

/** Two satisfiable ranges this close together are sent as one, as RFC 9110 §15.3.7.1 allows. */
const coalesceGapBytes = 80;

type Spec = { start: number; end: number } | 'unsatisfiable';

function parseSpec(spec: string, size: number): Spec | 'invalid' {
  const match = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(spec);
  if (!match) return 'invalid';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'invalid';
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return 'invalid';
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * RFC 9110 §14.2: a syntactically invalid Range, or one in another unit, is ignored (whole file);
 * when no range-spec is satisfiable the answer is 416. Several ranges are answered with one part
 * when they overlap or nearly touch; otherwise the whole file is sent, which the RFC allows and
 * which keeps multipart answers (and many-range amplification) out of the server.
 */
export function parseRange(header: string, size: number): ParsedRange {
  const match = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!match) return 'ignore';
  const specs = (match[1] ?? '').split(',');
  if (specs.length > maxRangeSpecs) return 'ignore';
  const satisfiable: { start: number; end: number }[] = [];
  for (const text of specs) {
    const spec = parseSpec(text, size);
    if (spec === 'invalid') return 'ignore';
    if (spec !== 'unsatisfiable') satisfiable.push(spec);
  }
  if (satisfiable.length === 0) return 'unsatisfiable';
  satisfiable.sort((a, b) => a.start - b.start);
  const [first, ...rest] = satisfiable;
  if (!first) return 'unsatisfiable';
  const merged = { ...first };
  for (const range of rest) {
    if (range.start > merged.end + 1 + coalesceGapBytes) return 'ignore';
    merged.end = Math.max(merged.end, range.end);
  }
  return merged;
}

export function planDelivery(
  file: FileFacts,
  headers: RequestHeaders,
  validators: Validators = validatorsOf(file),
): DeliveryPlan {
  const { etag } = validators;
  if (isCurrent(file, headers, etag)) return { ...validators, status: 304 };
  const range = headers.range;
  if (range === undefined || !rangeStillValid(file, headers['if-range'], etag)) return { ...validators, status: 200 };
  const parsed = parseRange(range, file.size);
  if (parsed === 'ignore') return { ...validators, status: 200 };
  if (parsed === 'unsatisfiable') return { ...validators, status: 416 };
  return { ...validators, status: 206, start: parsed.start, end: parsed.end };
}
