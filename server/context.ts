/** What every plugin and route shares, decorated on the Fastify instance as `portal`. */
import type { FastifyRequest } from 'fastify';
import type { PublicSettings, SessionSettings } from '../engine/types';
import type { Config } from './config';
import type { CompiledContent } from './content/compiled-content';
import type { Drain } from './plugins/drain';
import type { FailedLoginLimiter } from './plugins/failed-login-limiter';
import type { ActiveSession, SessionManager } from './sessions/session-manager';
import type { AuditKind, Storage } from './storage/storage';

export interface PortalContext {
  config: Config;
  content: CompiledContent;
  storage: Storage;
  sessions: SessionManager;
  /** Key of the account lookup HMAC. */
  secret: string;
  now: () => number;
  loginLimiter: FailedLoginLimiter;
  publicSettings: PublicSettings;
  sessionSettings: SessionSettings;
  /** Graceful shutdown: in-flight count and the switch that makes new requests 503. */
  drain: Drain;
}

declare module 'fastify' {
  interface FastifyInstance {
    portal: PortalContext;
  }
  interface FastifyContextConfig {
    /** A password check: its refusals (malformed, rate limited) are audited as failed logins. */
    loginAttempt?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in session read from the cookie, or null. */
    auth: ActiveSession | null;
  }
}

const maxUserAgentLength = 512;
const maxDetailLength = 2048;

/**
 * Writes one audit row synchronously (committed when this returns); call it before the answer
 * is sent. Values are stored as received, bound as SQL parameters; whoever prints or exports
 * them neutralises control characters (server/audit/audit-format.ts).
 */
export function audit(
  request: FastifyRequest,
  kind: AuditKind,
  detail: string | null,
  account?: string | null,
  delivered?: { document: string; partial: boolean },
): void {
  const { storage, now } = request.server.portal;
  storage.audit.write({
    time: now(),
    kind,
    account: account === undefined ? (request.auth?.account.name ?? null) : account,
    clientAddress: request.ip,
    requestId: request.id,
    userAgent: request.headers['user-agent']?.slice(0, maxUserAgentLength) ?? null,
    detail: detail === null ? null : detail.slice(0, maxDetailLength),
    document: delivered?.document ?? null,
    partial: delivered?.partial ?? false,
  });
}
