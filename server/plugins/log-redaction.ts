/**
 * What never reaches a log line or an audit row: credentials (the auth key of a password check,
 * the `auth` parameter of a sign-in link, the authorization code and state a hospital's provider
 * sends back to GET /sso/callback, and any token a provider could put in an address) and what
 * people type into search (`q`, GET /api/search). One function, redactUrl, serves the request log and the audit rows that name
 * an address (the malformed-address refusal), so each rule is written once.
 *
 * Parameter names are compared as the server's query parser reads them (percent-escapes and `+`
 * decoded, any case), so `?%61uth_key=` or `?auth%5Fkey=`, which sign in like `?auth_key=`, are
 * redacted too. The query starts where the router's does, at the first `?` or `#`: a raw request
 * may send `#`, and the server reads what follows it as the query (`/authenticate.php#auth_key=…`
 * signs in). Inside it, `?` and `#` separate parameters as `&` does, so a value is redacted
 * whichever way a reader splits the address (the router, a browser's fragment, a stray `?`).
 */
import type { FastifyRequest } from 'fastify';

const redactedNames = new Set([
  'auth',
  'auth_key',
  'authkey',
  'q',
  'code',
  'state',
  'session_state',
  'id_token',
  'access_token',
  'refresh_token',
]);
const redacted = '[REDACTED]';
/** A parameter: the text between two separators. */
const parameter = /[^&?#]+/g;

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

function redactParameter(pair: string): string {
  const equals = pair.indexOf('=');
  const name = equals < 0 ? pair : pair.slice(0, equals);
  return redactedNames.has(decodeName(name)) ? `${name}=${redacted}` : pair;
}

/** The address with the value of every credential and search parameter replaced by `[REDACTED]`. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  const hash = url.indexOf('#');
  const queryStart = question < 0 || (hash >= 0 && hash < question) ? hash : question;
  if (queryStart < 0) return url;
  return `${url.slice(0, queryStart)}${url.slice(queryStart).replace(parameter, redactParameter)}`;
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
