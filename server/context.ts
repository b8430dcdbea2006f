/** What every plugin and route shares, decorated on the Fastify instance as `portal`. */
import type { FastifyRequest } from 'fastify';
import type { PublicSettings, SessionSettings } from '../engine/types';
import type { Config } from './config';
import type { CompiledContent } from './content/compiled-content';
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
}

declare module 'fastify' {
  interface FastifyInstance {
    portal: PortalContext;
  }
  interface FastifyRequest {
    /** The signed-in session read from the cookie, or null. */
    auth: ActiveSession | null;
  }
}

const maxUserAgentLength = 512;

/** Writes one audit row synchronously; call it before the answer is sent. */
export function audit(request: FastifyRequest, kind: AuditKind, detail: string | null, account?: string | null): void {
  const { storage, now } = request.server.portal;
  storage.audit.write({
    time: now(),
    kind,
    account: account === undefined ? (request.auth?.account.name ?? null) : account,
    clientAddress: request.ip,
    requestId: request.id,
    userAgent: request.headers['user-agent']?.slice(0, maxUserAgentLength) ?? null,
    detail,
  });
}
