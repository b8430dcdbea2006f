/**
 * One error handler: validation errors become 400 with a JSON pointer, other client errors
 * keep their status, a database that cannot answer is a 503 to retry, and anything unexpected
 * is a logged 500 without details. Every error answer whose language the reader's cookie picks
 * says so (Vary: Cookie) and is never stored.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorAnswer } from '../../engine/shared/types';
import { audit } from '../audit/audit-request';
import { languageFollowsCookie, serverText } from '../languages/languages';
import { StorageUnavailableError } from '../storage/storage';
import { varyBy } from '../vary';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

function pointerOf(issue: ValidationIssue): string {
  const params = issue.params as { missingProperty?: unknown; additionalProperty?: unknown };
  const child = params.missingProperty ?? params.additionalProperty;
  const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
  return typeof child === 'string' ? `${issue.instancePath}/${escapePointer(child)}` : issue.instancePath || '/';
}

/**
 * A refused password check is still a login attempt: audited (never with the key, collapsed like
 * other cheap refusals). Other routes' 429s (signed-out file requests over their rate) are
 * audited as denials.
 *
 * A malformed check (400 validation, 413 too large, 415 wrong content type) counts toward no
 * failed sign-in limit, not even a larger budget of its own. It tests no password, so counting it
 * stops no guessing; and it is exactly what another site can make a staff member's browser send
 * without Sec-Fetch headers or Origin (an old browser's `<img src="/authenticate.php?auth_key=x">`),
 * so counted, it would let that site lock everyone behind the hospital's one NAT address out. A
 * separate budget would only set how many `<img>` tags the page needs. Their rate is still capped
 * per address (request-rate-limit.ts), which bounds their cost; only wrong passwords
 * (session-routes.ts) lock out.
 */
async function auditRefusal(request: FastifyRequest, status: number): Promise<void> {
  const via = `${request.method} ${request.routeOptions.url ?? ''}`;
  if (request.routeOptions.config?.loginAttempt) {
    const why = status === 429 ? 'too many requests' : 'malformed request';
    await audit(request, 'login-failed', `${via}: ${why}`, { account: null, collapse: true });
  } else if (status === 429) {
    await audit(request, 'access-denied', `${via}: too many requests`, { collapse: true });
  }
}

/** Seconds a client should wait before trying again while the database cannot answer. */
const unavailableRetrySeconds = 2;

/**
 * The database cannot answer (PostgreSQL away or its connection lost, SQLite locked by another
 * process past the busy timeout): nothing is wrong with the request, so the client tries again.
 * The request id lets an operator find the log line.
 */
function sendUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.warn({ err: error }, 'database unavailable');
  return reply
    .code(503)
    .header('retry-after', String(unavailableRetrySeconds))
    .header('cache-control', 'no-store')
    .send({
      error: serverText(request, 'databaseUnavailable'),
      reason: 'database-unavailable',
      requestId: request.id,
    } satisfies ErrorAnswer);
}

/**
 * An error answer's text is in the request's language (languages/languages.ts), which the `lang` cookie
 * picks unless the address names one; the refusals that routes and hooks send themselves (401,
 * 429, 503…) as much as this handler's. A cache that stored one would give a reader another
 * reader's language, and a cache that ignores Vary would do so all the same: so such an answer
 * varies by Cookie and is not stored at all.
 */
function markCookieLanguage(request: FastifyRequest, reply: FastifyReply): void {
  if (reply.statusCode < 400 || !languageFollowsCookie(request)) return;
  varyBy(reply, 'Cookie');
  void reply.header('cache-control', 'no-store');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    markCookieLanguage(request, reply);
    done(null, payload);
  });
  app.setErrorHandler(async (error: FastifyError & { error?: unknown }, request, reply) => {
    if (error instanceof StorageUnavailableError) return sendUnavailable(request, reply, error);
    const first = error.validation?.[0];
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (first || (status >= 400 && status < 500)) {
      try {
        await auditRefusal(request, first ? 400 : status);
      } catch (auditError) {
        if (auditError instanceof StorageUnavailableError) return sendUnavailable(request, reply, auditError);
        throw auditError;
      }
    }
    if (first) {
      const pointer = pointerOf(first);
      const where = error.validationContext ?? 'request';
      return reply.code(400).send({
        error: `${where}${pointer === '/' ? '' : pointer} ${first.message ?? 'is invalid'}`,
        reason: 'malformed-request',
        in: where,
        pointer,
      } satisfies ErrorAnswer);
    }
    if (status >= 400 && status < 500) {
      const message = typeof error.error === 'string' ? error.error : error.message;
      // A sign-in's refusal always says why, for the login page to say it (a body it cannot parse,
      // one too large); any route's 429 too.
      const reason =
        status === 429
          ? 'too-many-requests'
          : request.routeOptions.config?.loginAttempt
            ? 'malformed-request'
            : undefined;
      return reply
        .code(status)
        .send({ error: message || 'Bad request', ...(reason && { reason }) } satisfies ErrorAnswer);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ error: serverText(request, 'internalError'), reason: 'internal-error' } satisfies ErrorAnswer);
  });
}
