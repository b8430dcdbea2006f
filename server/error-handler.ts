/**
 * One error handler: validation errors become 400 with a JSON pointer, other client errors
 * keep their status, and anything unexpected is a logged 500 without details.
 */
import Database from 'better-sqlite3';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorAnswer } from '../engine/types';
import { audit } from './audit/audit-request';
import { countFailedSignIn } from './plugins/failed-login-limiter';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

function pointerOf(issue: ValidationIssue): string {
  const params = issue.params as { missingProperty?: unknown; additionalProperty?: unknown };
  const child = params.missingProperty ?? params.additionalProperty;
  const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
  return typeof child === 'string' ? `${issue.instancePath}/${escapePointer(child)}` : issue.instancePath || '/';
}

/**
 * A refused password check is still a login attempt: audited (never with the key), and a
 * malformed one counts against its own address (never against the global limit). Other routes'
 * 429s (signed-out file requests over their rate) are audited as denials.
 */
function auditRefusal(request: FastifyRequest, status: number): void {
  const via = `${request.method} ${request.routeOptions.url ?? ''}`;
  if (request.routeOptions.config?.loginAttempt) {
    if (status === 429) {
      audit(request, 'login-failed', `${via}: too many requests`, { account: null, collapse: true });
    } else {
      countFailedSignIn(request, 'malformed');
      audit(request, 'login-failed', `${via}: malformed request`, { account: null, collapse: true });
    }
  } else if (status === 429) {
    audit(request, 'access-denied', `${via}: too many requests`, { collapse: true });
  }
}

/** Another process held the database's write lock for longer than the busy timeout: try again shortly. */
function isBusy(error: unknown): boolean {
  return error instanceof Database.SqliteError && /^SQLITE_(BUSY|LOCKED)/.test(error.code);
}

function sendBusy(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', '2')
    .send({ error: 'The server is busy; try again in a moment' } satisfies ErrorAnswer);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { error?: unknown }, request, reply) => {
    if (isBusy(error)) {
      request.log.warn({ err: error }, 'database busy');
      return sendBusy(reply);
    }
    const first = error.validation?.[0];
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (first || (status >= 400 && status < 500)) {
      try {
        auditRefusal(request, first ? 400 : status);
      } catch (auditError) {
        if (isBusy(auditError)) return sendBusy(reply);
        throw auditError;
      }
    }
    if (first) {
      const pointer = pointerOf(first);
      const where = error.validationContext ?? 'request';
      return reply.code(400).send({
        error: `${where}${pointer === '/' ? '' : pointer} ${first.message ?? 'is invalid'}`,
        in: where,
        pointer,
      } satisfies ErrorAnswer);
    }
    if (status >= 400 && status < 500) {
      const message = typeof error.error === 'string' ? error.error : error.message;
      return reply.code(status).send({ error: message || 'Bad request' } satisfies ErrorAnswer);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Internal server error' } satisfies ErrorAnswer);
  });
}
