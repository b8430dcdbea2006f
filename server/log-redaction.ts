/**
 * Request logging without credentials: the auth key and deep-link auth parameters never reach
 * a log line. Parameter names are compared as the server's query parser reads them (percent-
 * escapes and `+` decoded, any case), so `?%61uth_key=` or `?auth%5Fkey=`, which sign in like
 * `?auth_key=`, are redacted too.
 */
import type { FastifyRequest } from 'fastify';

const secretNames = new Set(['auth', 'auth_key', 'authkey']);
const redacted = '[REDACTED]';

function decodeName(raw: string): string {
  let name = raw.replaceAll('+', ' ');
  // A name may hide behind more than one layer of escapes; stop when nothing changes.
  for (let layer = 0; layer < 4; layer++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      break;
    }
    if (decoded === name) break;
    name = decoded;
  }
  return name.trim().toLowerCase().replace(/\[.*$/, '');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return secretNames.has(decodeName(name)) ? `${name}=${redacted}` : pair;
    })
    .join('&');
}

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  const fragment = hashStart < 0 ? '' : url.slice(hashStart);
  return `${url.slice(0, queryStart)}?${redactQuery(query)}${fragment}`;
}

export const requestSerializer = (request: FastifyRequest) => {
  const referer = request.headers.referer;
  const line: { method: string; url: string; remoteAddress: string; referer?: string } = {
    method: request.method,
    url: redactUrl(request.originalUrl ?? request.url),
    remoteAddress: request.ip,
  };
  // Added rather than spread in: this runs for every answer, and the spread cost more than the rest.
  if (referer) line.referer = redactUrl(referer);
  return line;
};
