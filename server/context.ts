/** What every plugin and route shares, decorated on the Fastify instance as `portal`. */
import type { PublicSettings, SessionSettings } from '../engine/types';
import type { HashingGate } from './accounts/hashing-gate';
import type { Config } from './config';
import type { CompiledContent } from './content/compiled-content';
import type { PortalMetrics } from './metrics/portal-metrics';
import type { Drain } from './plugins/drain';
import type { FailedLoginLimiter } from './plugins/failed-login-limiter';
import type { ActiveSession, SessionManager } from './sessions/session-manager';
import type { Storage, StorageUnavailableError } from './storage/storage';

export interface PortalContext {
  config: Config;
  content: CompiledContent;
  storage: Storage;
  sessions: SessionManager;
  /** Key of the account lookup HMAC. */
  secret: string;
  now: () => number;
  loginLimiter: FailedLoginLimiter;
  /** Bounds concurrent password hashing so sign-ins cannot starve file reads. */
  hashing: HashingGate;
  publicSettings: PublicSettings;
  sessionSettings: SessionSettings;
  /** Graceful shutdown: in-flight count and the switch that makes new requests 503. */
  drain: Drain;
  /** What /metrics reports about this instance. */
  metrics: PortalMetrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    portal: PortalContext;
  }
  interface FastifyContextConfig {
    /** A password check: its refusals (malformed, rate limited) are audited as failed logins. */
    loginAttempt?: boolean;
    /** Answered while the server drains (readiness and metrics), instead of the drain's 503. */
    answersWhileDraining?: boolean;
    /** Answers the same to everyone (fingerprinted assets): the session cookie is not read. */
    withoutSession?: boolean;
    /** A route of the gated scope that answers signed-out requests itself (plugins/session-gate.ts). */
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
