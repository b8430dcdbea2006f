/**
 * Addresses the router cannot take apart (a percent-escape that is not UTF-8, such as
 * `%C0%AE`, or a path longer than any address of this site) would otherwise be answered by
 * Fastify's built-in 400, before any hook: without the security headers, without a request id,
 * with the address echoed, unaudited. They are rewritten before routing to one route, so they
 * pass every hook like any other request and get a plain 400 that echoes nothing. The audit row
 * names the address as the request log does, credentials and search words redacted (log-redaction.ts).
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { audit } from '../audit/audit-request';
import { redactUrl } from './log-redaction';
import { errorSchema } from './schemas';

const malformedAddressPath = '/.malformed-address';

/** No page, file or API address is anywhere near this long. */
const maxPathLength = 2048;

function isMalformed(url: string): boolean {
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  if (path.length > maxPathLength) return true;
  // Only a percent-escape can fail to decode; most addresses have none.
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** Fastify's rewriteUrl: the address to route. */
export function routableUrl(request: IncomingMessage): string {
  const url = request.url ?? '/';
  return isMalformed(url) ? malformedAddressPath : url;
}

/** A route of the gated scope, for its signed-out limit; it answers everyone alike. */
export function registerMalformedRoutes(app: FastifyInstance): void {
  app.all(
    malformedAddressPath,
    { config: { checksSessionItself: true }, schema: { response: { 400: errorSchema } } },
    async (request, reply) => {
      await audit(request, 'access-denied', `malformed address: ${redactUrl(request.originalUrl)}`, { collapse: true });
      return reply.code(400).header('cache-control', 'no-store').send({ error: 'Malformed address' });
    },
  );
}
