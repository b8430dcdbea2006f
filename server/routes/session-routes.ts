/**
 * The password check (POST /api/session and the specification's GET /authenticate.php,
 * one handler), the current session, and sign-out.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Account } from '../../engine/types';
import { checkAuthKey } from '../accounts/credentials';
import { audit } from '../context';
import type { RequestRateLimit } from '../plugins/request-rate-limit';
import { requireSession } from '../plugins/session';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../sessions/session-cookie';
import type { AccountRecord } from '../storage/storage';
import { authKeySchema, errorSchema, sessionAnswerSchema } from './schemas';

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

  async function signIn(request: FastifyRequest, reply: FastifyReply, authKey: string) {
    void reply.header('cache-control', 'no-store');
    const via = request.routeOptions.url ?? request.url;
    const wait = portal.loginLimiter.retryAfterSeconds(request.ip);
    if (wait > 0) {
      audit(request, 'login-failed', `${via}: too many failed checks`, null);
      return reply
        .code(429)
        .header('retry-after', String(wait))
        .send({ error: `Too many failed attempts; try again in ${wait} seconds` });
    }

    const result = await checkAuthKey(portal.storage, portal.secret, authKey);
    if (!result.ok) {
      portal.loginLimiter.recordFailure(request.ip);
      audit(request, 'login-failed', `${via}: ${result.reason}`, result.account?.name ?? null);
      return reply.code(401).send({ error: incorrectPassword });
    }

    // A fresh token at every login, so a token planted before login (session fixation) is worthless.
    portal.sessions.end(sessionTokenOf(request));
    const token = portal.sessions.start(result.account.id);
    setSessionCookie(reply, token, portal.config.sessionAbsoluteHours * 3600);
    audit(request, 'login-ok', via, result.account.name);
    return sessionAnswer(result.account);
  }

  const loginResponses = { 200: sessionAnswerSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema };
  const rateLimit = { max: requestLimit.max, timeWindow: requestLimit.timeWindowMs };

  app.post<{ Body: { authKey: string } }>(
    '/api/session',
    {
      config: { rateLimit, loginAttempt: true },
      schema: {
        body: { type: 'object', required: ['authKey'], properties: { authKey: authKeySchema } },
        response: loginResponses,
      },
    },
    (request, reply) => signIn(request, reply, request.body.authKey),
  );

  app.get<{ Querystring: { auth_key: string } }>(
    '/authenticate.php',
    {
      config: { rateLimit, loginAttempt: true },
      schema: {
        querystring: { type: 'object', required: ['auth_key'], properties: { auth_key: authKeySchema } },
        response: loginResponses,
      },
    },
    (request, reply) => signIn(request, reply, request.query.auth_key),
  );

  app.get(
    '/api/session',
    { schema: { response: { 200: sessionAnswerSchema, 401: errorSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const active = requireSession(request, reply);
      return active ? sessionAnswer(active.account) : reply;
    },
  );

  app.delete('/api/session', { schema: { response: { 204: { type: 'null' } } } }, async (request, reply) => {
    if (request.auth) {
      audit(request, 'sign-out', null);
      portal.sessions.end(sessionTokenOf(request));
    }
    clearSessionCookie(reply);
    return reply.code(204).send();
  });
}
