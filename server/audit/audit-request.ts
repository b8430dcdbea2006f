/**
 * Writes the audit row of a request (committed when the returned promise resolves); callers await
 * it before the answer is sent, so a request whose row cannot be written gets an error instead. Values are bound as SQL parameters and stored truncated; whoever prints or
 * exports them neutralises control characters (audit-format.ts).
 *
 * Refusals that cost the client nothing (signed-out requests, malformed ones, requests over a
 * rate limit, files another line's account may not have or that do not exist) are what a flood
 * produces, so callers mark them `collapse`: identical ones (same kind, account, session, address
 * and detail) within one minute share a row and a count. A client sending the same refused request
 * all day adds a row a minute, and the per-address and per-session request limits bound how many
 * different ones it can send. Parts of a file (Range answers) collapse by file instead of by
 * detail: the row names the first part and counts them all. Password verdicts and whole-file
 * deliveries are never collapsed: each keeps its own row and request id.
 */
import { hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sessionIdOf } from '../auth/session-manager';
import type { AuditKind } from '../storage/records';

/** Long enough for any real path or browser; a flood of long values cannot grow the table much. */
export const maxAuditUserAgentLength = 256;
const maxAuditDetailLength = 300;

const collapseWindowMs = 60_000;

export interface AuditExtra {
  /** Who the event is about; default: the signed-in account, if any. */
  account?: string | null;
  /** The console's operator who acted; none for what customers do. */
  operator?: string | null;
  /** The named person who acted, "Name <e-mail>" (auditPerson); none for the shared password. */
  person?: string | null;
  /** file-delivered only. */
  delivered?: { document: string; partial: boolean; model: string };
  /**
   * Identical events within a minute share a row with a count. `true`: events with the same
   * detail are identical (a cheap refusal). `{ by }`: events with the same `by` are, whatever their
   * detail (the parts of one file, each naming its own bytes).
   */
  collapse?: boolean | { by: string };
}

export function audit(
  request: FastifyRequest,
  kind: AuditKind,
  detail: string | null,
  extra: AuditExtra = {},
): Promise<void> {
  const { storage, now } = request.server;
  const time = now();
  const account = extra.account === undefined ? (request.auth?.account.name ?? null) : extra.account;
  const storedDetail = detail === null ? null : detail.slice(0, maxAuditDetailLength);
  return storage.audit.write({
    time,
    kind,
    account,
    clientAddress: request.ip,
    requestId: request.id,
    userAgent: request.headers['user-agent']?.slice(0, maxAuditUserAgentLength) ?? null,
    detail: storedDetail,
    document: extra.delivered?.document ?? null,
    partial: extra.delivered?.partial ?? false,
    model: extra.delivered?.model ?? null,
    operator: extra.operator ?? null,
    person: extra.person ?? null,
    repeatKey: extra.collapse
      ? repeatKeyOf(request, [kind, account, sameAs(extra.collapse, storedDetail)], time)
      : null,
  });
}

/** What two collapsed events must share besides kind, account, address and session. */
function sameAs(collapse: true | { by: string }, detail: string | null): { detail: string | null } | { by: string } {
  return collapse === true ? { detail } : { by: collapse.by };
}

function repeatKeyOf(request: FastifyRequest, event: unknown[], time: number): string {
  const session = request.auth ? sessionIdOf(request.auth.session) : null;
  const minute = Math.floor(time / collapseWindowMs);
  return hash('sha256', JSON.stringify([...event, request.ip, session, minute]), 'base64url');
}
