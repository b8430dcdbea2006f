/**
 * The answer to a request Node's HTTP parser refuses before Fastify sees a request: a malformed
 * request line or header (400), headers over Node's size limit (431), a request not finished in
 * time (408). Fastify's own answer to these carries none of the security headers every other
 * answer has; this one carries the same ones (plugins/helmet-headers.ts), so no answer of the
 * portal or the console, however malformed the request, can be framed or sniffed.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ErrorAnswer } from '../../engine/shared/types';

function statusOf(error: NodeJS.ErrnoException): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

/** Fastify's `clientErrorHandler`: called with the app as `this`, once per refused connection. */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection is gone: there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusOf(error);
  this.log.trace({ err: error }, `client error ${status}`);
  if (socket.writable) {
    const reason = STATUS_CODES[status] ?? 'Bad Request';
    const body = JSON.stringify({ error: reason } satisfies ErrorAnswer);
    const headers: Record<string, string> = {
      ...this.securityHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      // The parser cannot go on after such a request, so the connection ends with this answer.
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}
