/**
 * The one Origin check of the portal's sign-in and of the operators' console. Only a browser
 * sends `Origin`, and a page cannot forge it: a request whose Origin is not the origin the request
 * reached (scheme and host as Fastify sees them, a trusted proxy's X-Forwarded-Proto/Host included)
 * was made by another origin's page or script, a sandboxed frame's `null` among them. Each listener
 * also says which origins are its own at all: the portal answers at whatever name it is reached
 * under, while the console answers only at loopback names and ADMIN_PUBLIC_ORIGIN
 * (console/console-origins.ts), so a page an attacker's name re-resolves to 127.0.0.1 (DNS
 * rebinding) cannot pass as the console's own.
 */
import type { FastifyRequest } from 'fastify';

/** What a request's Origin says: an allowed origin that this request reached, another one, or nothing. */
export type OriginStanding = 'own' | 'foreign' | 'absent';

/** The serialised origin of an address, or undefined for none (an opaque origin, `null`, garbage). */
function originOf(address: string): string | undefined {
  if (!URL.canParse(address)) return undefined;
  const { origin } = new URL(address);
  return origin === 'null' ? undefined : origin;
}

/** The origin this request reached, as the client named it (a trusted proxy's X-Forwarded-Proto/Host included). */
export function reachedOrigin(request: FastifyRequest): string | undefined {
  return originOf(`${request.protocol}://${request.host}`);
}

/** Where the request's Origin says it came from; `allowed` is given each origin as `scheme://host[:port]`. */
export function originStanding(request: FastifyRequest, allowed: (origin: string) => boolean): OriginStanding {
  const { origin } = request.headers;
  if (origin === undefined) return 'absent';
  const sent = originOf(origin);
  return sent !== undefined && allowed(sent) && sent === reachedOrigin(request) ? 'own' : 'foreign';
}
