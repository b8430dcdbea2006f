/**
 * The console's own origins, the only ones it answers at: plain HTTP at a loopback name (the
 * listener itself, or an SSH tunnel to it, whatever local port the tunnel took) and
 * ADMIN_PUBLIC_ORIGIN, where a proxy serves it. A page whose name an attacker re-resolves to
 * 127.0.0.1 (DNS rebinding) reaches the listener under its own name, and its browser calls that
 * page's requests same-origin: so the console checks the name it is reached at against this
 * list, first, before any limit, lockout or audit row, and never takes the Host as its own origin.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reachedOrigin } from '../plugins/request-origin';

const loopbackNames = new Set(['127.0.0.1', 'localhost', '[::1]']);

const misdirected = 'This console answers only at its own addresses (a loopback name or ADMIN_PUBLIC_ORIGIN)';

function urlOf(text: string): URL | undefined {
  return URL.canParse(text) ? new URL(text) : undefined;
}

/** Whether an origin (scheme, host and port) is one of the console's own. */
export function isConsoleOrigin(origin: string, publicOrigin: string | null): boolean {
  const url = urlOf(origin);
  if (url === undefined) return false;
  if (url.origin === publicOrigin) return true;
  return url.protocol === 'http:' && loopbackNames.has(url.hostname);
}

/**
 * Whether the request came for one of the console's origins. The Host the connection carried is
 * checked as well as the forwarded one: with TRUST_PROXY=127.0.0.1 an SSH tunnel's requests come
 * from a trusted address too, and a rebound page's script may set X-Forwarded-Host itself.
 */
function reachedConsoleOrigin(request: FastifyRequest): boolean {
  const publicOrigin = request.server.config.adminPublicOrigin;
  const reached = reachedOrigin(request);
  if (reached === undefined || !isConsoleOrigin(reached, publicOrigin)) return false;
  const sent = urlOf(`http://${request.headers.host ?? ''}`)?.hostname;
  return sent !== undefined && (loopbackNames.has(sent) || sent === urlOf(publicOrigin ?? '')?.hostname);
}

/** Refuses, as the first thing the console does with a request, one that came for another name. */
export function refuseOtherHosts(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (reachedConsoleOrigin(request)) return undefined;
    return reply.code(421).header('cache-control', 'no-store').send({ error: misdirected });
  });
}
