/**
 * Writes the audit row of a request (committed when the returned promise resolves); callers await
 * it before the answer is sent, so a request whose row cannot be written gets an error instead. Values are bound as SQL parameters and stored truncated; whoever prints or
 * exports them neutralises control characters (audit-format.ts).
 *
 * Refusals that cost the client nothing (signed-out requests, malformed ones, requests over a
 * rate limit) are what a flood produces, so callers mark them `collapse`: identical ones (same
 * kind, account, address and detail) within one minute share a row and a count. A client sending
 * the same refused request all day adds a row a minute, and the per-address request limits bound
 * how many different ones it can send. Password verdicts are never collapsed: each wrong password
 * keeps its own row and request id.
 */
import { hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AuditKind } from '../storage/storage';

/** Long enough for any real path or browser; a flood of long values cannot grow the table much. */
export const maxAuditUserAgentLength = 256;
export const maxAuditDetailLength = 300;

const collapseWindowMs = 60_000;

export interface AuditExtra {
  /** Who the event is about; default: the signed-in account, if any. */
  account?: string | null;
  /** file-delivered only. */
  delivered?: { document: string; partial: boolean };
  /** A cheap refusal: identical ones within a minute share a row with a count. */
  collapse?: boolean;
}

export function audit(
  request: FastifyRequest,
  kind: AuditKind,
  detail: string | null,
  extra: AuditExtra = {},
): Promise<void> {
  const { storage, now } = request.server.portal;
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
    repeatKey: extra.collapse ? repeatKeyOf([kind, account, request.ip, storedDetail], time) : null,
  });
}

function repeatKeyOf(identity: (string | null)[], time: number): string {
  const minute = Math.floor(time / collapseWindowMs);
  return hash('sha256', JSON.stringify([...identity, minute]), 'base64url');
}
