/**
 * The password check (POST /api/session and GET /authenticate.php, which deep links and the
 * original external check use; one handler), the current session, and sign-out.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Account } from '../../engine/types';
import { findAccountByAuthKey } from '../accounts/credentials';
import { HashingBusyError } from '../accounts/hashing-gate';
import { audit } from '../audit/audit-request';
import { countFailedSignIn } from '../plugins/failed-login-limiter';
import type { RequestRateLimit } from '../plugins/request-rate-limit';
import { requireSession } from '../plugins/session';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../sessions/session-cookie';
import { sessionIdOf } from '../sessions/session-manager';
import type { AccountRecord } from '../storage/storage';
import { authKeySchema, conflictAnswerSchema, errorSchema, sessionAnswerSchema } from './schemas';

const incorrectPassword = 'Password is incorrect';

/** The account as the browser sees it: models limited to product lines that exist. */
function publicAccount(account: AccountRecord, modelKeys: readonly string[]): Account {
  return { name: account.name, models: account.models.filter((model) => modelKeys.includes(model)) };
}

export function registerSessionRoutes(app: FastifyInstance, requestLimit: RequestRateLimit): void {
  const { portal } = app;
  const sessionAnswer = (account: AccountRecord) => ({
    account: publicAccount(account, portal.content.modelKeys),
    settings: portal.sessionSettings,
  });

  /**
   * Runs before the body or query is even parsed, so a locked-out address is refused whatever it
   * sends, malformed requests included, and such refusals count nothing.
   */
  async function refuseLockedOut(request: FastifyRequest, reply: FastifyReply) {
    const wait = await portal.loginLimiter.retryAfterSeconds(request.ip);
    if (wait === 0) return;
    await audit(request, 'login-failed', `${request.method} ${request.routeOptions.url}: too many failed checks`, {
      account: null,
      collapse: true,
    });
    return reply
      .code(429)
      .header('cache-control', 'no-store')
      .header('retry-after', String(wait))
      .send({ error: `Too many failed attempts; try again in ${wait} seconds` });
  }

  async function signIn(request: FastifyRequest, reply: FastifyReply, authKey: string) {
    void reply.header('cache-control', 'no-store');
    const via = `${request.method} ${request.routeOptions.url}`;

    let result: Awaited<ReturnType<typeof findAccountByAuthKey>>;
    try {
      result = await findAccountByAuthKey(portal.storage, portal.secret, authKey, (hash) => portal.hashing.run(hash));
    } catch (error) {
      if (!(error instanceof HashingBusyError)) throw error;
      await audit(request, 'login-failed', `${via}: server busy checking other sign-ins`, {
        account: null,
        collapse: true,
      });
      return reply.code(503).header('retry-after', '1').send({ error: error.message });
    }
    if (!result.ok) {
      await countFailedSignIn(request, 'wrong-key');
      await audit(request, 'login-failed', `${via}: ${result.reason}`, { account: result.account?.name ?? null });
      return reply.code(401).send({ error: incorrectPassword });
    }
    await portal.loginLimiter.recordSuccess(request.ip);

    // A link can be followed without the visitor meaning to (a GET from another site): it never
    // swaps a live session of another account for the link's one. Switching takes a POST from
    // the login page, or signing out first.
    const current = request.auth;
    if (request.method !== 'POST' && current) {
      if (current.account.id === result.account.id) return sessionAnswer(current.account);
      await audit(
        request,
        'login-failed',
        `${via}: right password of "${result.account.name}", kept the current session`,
      );
      return reply.code(409).send({
        error: `Signed in as "${current.account.name}" already: sign out first to use another account's password`,
        ...sessionAnswer(current.account),
      });
    }

    // A fresh token at every login, so a token planted before login (session fixation) is worthless.
    await portal.sessions.end(sessionTokenOf(request));
    const { token, ended } = await portal.sessions.start(result.account.id, {
      clientAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    setSessionCookie(reply, token);
    await audit(request, 'login-ok', via, { account: result.account.name });
    for (const session of ended) {
      await audit(
        request,
        'session-revoked',
        `session ${sessionIdOf(session)}: over the limit of sessions per account`,
        {
          account: result.account.name,
        },
      );
    }
    return sessionAnswer(result.account);
  }

  const loginResponses = {
    200: sessionAnswerSchema,
    400: errorSchema,
    401: errorSchema,
    409: conflictAnswerSchema,
    429: errorSchema,
    503: errorSchema,
  };
  const rateLimit = { max: requestLimit.max, timeWindow: requestLimit.timeWindowMs };

  app.post<{ Body: { authKey: string } }>(
    '/api/session',
    {
      config: { rateLimit, loginAttempt: true },
      onRequest: refuseLockedOut,
      schema: {
        body: { type: 'object', required: ['authKey'], properties: { authKey: authKeySchema } },
        response: loginResponses,
      },
    },
    (request, reply) => signIn(request, reply, request.body.authKey),
  );

  // GET and HEAD are one route, so they share one request budget (an automatic HEAD route would get its own).
  app.route<{ Querystring: { auth_key: string } }>({
    method: ['GET', 'HEAD'],
    url: '/authenticate.php',
    exposeHeadRoute: false,
    config: { rateLimit, loginAttempt: true },
    onRequest: refuseLockedOut,
    schema: {
      querystring: { type: 'object', required: ['auth_key'], properties: { auth_key: authKeySchema } },
      response: loginResponses,
    },
    handler: (request, reply) => signIn(request, reply, request.query.auth_key),
  });

  app.get(
    '/api/session',
    { schema: { response: { 200: sessionAnswerSchema, 401: errorSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const active = await requireSession(request, reply);
      return active ? sessionAnswer(active.account) : reply;
    },
  );

  app.delete('/api/session', { schema: { response: { 204: { type: 'null' } } } }, async (request, reply) => {
    // Clearing the cookie while the session stays valid in the database would only look like a sign-out.
    if (request.sessionUnavailable) throw request.sessionUnavailable;
    if (request.auth) {
      await audit(request, 'sign-out', null);
      await portal.sessions.end(sessionTokenOf(request));
    }
    clearSessionCookie(reply);
    return reply.code(204).send();
  });
}
