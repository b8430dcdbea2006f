/** What the app is given and every plugin and route reads, and the route options and request members of the portal. */

import type { ActiveSession } from './auth/session-manager';
import type { Config } from './config';
import type { Drain } from './plugins/drain';
import type { StorageUnavailableError } from './storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Clock in milliseconds; tests move it to check timeouts. */
    now: () => number;
    /** Graceful shutdown: in-flight count and the switch that makes new requests 503. */
    drain: Drain;
    /** Helmet's headers of this app's answers, for the answers Node's parser refuses (plugins/helmet-headers.ts). */
    securityHeaders: Readonly<Record<string, string>>;
  }
  interface FastifyContextConfig {
    /** A password check: its refusals (malformed, rate limited) are audited as failed logins. */
    loginAttempt?: boolean;
    /** Answered while the server drains (readiness and metrics), instead of the drain's 503. */
    answersWhileDraining?: boolean;
    /** Answers the same to everyone (fingerprinted assets): the session cookie is not read. */
    withoutSession?: boolean;
    /** A route of the gated scope that answers signed-out requests itself (auth/session-gate.ts). */
    checksSessionItself?: boolean;
    /** What a signed-out request to a gated route asked for, as its audit row names it. */
    deniedAs?: (request: FastifyRequest) => string;
  }
  interface FastifyRequest {
    /** The signed-in session read from the cookie, or null. */
    auth: ActiveSession | null;
    /** Why the cookie's session could not be read (the database cannot answer), or null. */
    sessionUnavailable: StorageUnavailableError | null;
  }
}
