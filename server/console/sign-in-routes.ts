/**
 * The console's session probe and sign-in (outside the gate: nobody is signed in yet). Sign-in
 * takes name, password, and a current TOTP code or one recovery code; any wrong part gets the
 * same 401, so the answer never says which part was wrong or whether the name exists. Failures
 * count per address and per typed name (console-sign-in-limits.ts) and are audited under the
 * operator when the name is one's (else under no one, and the typed name is kept nowhere); a request from another origin is refused before anything counts it.
 * A name's lock lets through an address the operator signed in from lately, and a sign-in tells
 * the operator (its answer, its audit row) of failed sign-ins under their name from elsewhere.
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConsoleSessionAnswer, SignInRequest } from '../../engine/shared/console/console-api';
import { consolePaths } from '../../engine/shared/console/console-api';
import { audit } from '../audit/audit-request';
import { HashingBusyError } from '../auth/hashing-gate';
import type { RequestRateLimit } from '../plugins/request-rate-limit';
import type { OperatorWithSecrets } from '../storage/records';
import { clearConsoleCookie, consoleTokenOf, setConsoleCookie } from './console-cookie';
import { foreignOrigin, fromOwnOrigin, operatorOf } from './console-gate';
import { refusals, sessionAnswer } from './console-schemas';
import { describeConsoleLockout } from './console-sign-in-limits';
import { describeFailedSignIns, failedSignInsUnderName } from './failed-sign-ins-under-name';
import type { ActiveOperatorSession } from './operator-sessions';
import { UnreadableTotpKeyError } from './totp-key-cipher';

/** Checks a password and a second factor; the second factor is used up (a TOTP step, a recovery code) only when it matches. */
export interface OperatorCredentialCheck {
  password(operator: OperatorWithSecrets | undefined, password: string): Promise<boolean>;
  secondFactor(operator: OperatorWithSecrets, factor: { code?: string; recoveryCode?: string }): Promise<boolean>;
}

const incorrect = 'Name, password or code is incorrect';

const signInBodySchema = {
  type: 'object',
  required: ['name', 'password'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    // Authenticator apps show the code in two groups; what is not six digits is a wrong code.
    code: { type: 'string', maxLength: 16 },
    recoveryCode: { type: 'string', minLength: 1, maxLength: 64 },
  },
} as const;

function refuseLocked(reply: FastifyReply, wait: number) {
  return reply
    .code(429)
    .header('retry-after', String(wait))
    .send({ error: `Too many failed attempts; try again in ${wait} seconds` });
}

/** The signed-in answer, with a CSRF token bound to this session. */
function signedInAnswer(reply: FastifyReply, active: ActiveOperatorSession): ConsoleSessionAnswer {
  return {
    signedIn: true,
    operator: { name: active.operator.name, role: active.operator.role },
    csrfToken: reply.generateCsrf({ userInfo: active.session.tokenHash }),
    expiresAt: active.expiresAt,
  };
}

export function registerSignInRoutes(
  app: FastifyInstance,
  check: OperatorCredentialCheck,
  requestLimit: RequestRateLimit,
): void {
  const limiter = app.consoleSignInLimiter;

  app.get(consolePaths.session, { schema: { response: { 200: sessionAnswer } } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const active = request.operatorSession;
    return active ? signedInAnswer(reply, active) : ({ signedIn: false } satisfies ConsoleSessionAnswer);
  });

  /** Refused before the body is read or anything counted: another origin's page, or an address over its limit. */
  async function refuseUnwanted(request: FastifyRequest, reply: FastifyReply) {
    void reply.header('cache-control', 'no-store');
    // Each refusal is one fixed text, so a flood of them from one address collapses into a row a minute.
    if (!fromOwnOrigin(request)) {
      await audit(request, 'operator-login-failed', 'from another origin', { account: null, collapse: true });
      return reply.code(403).send({ error: foreignOrigin });
    }
    const wait = await limiter.retryAfterSeconds(request.ip);
    if (wait === 0) return undefined;
    await audit(request, 'operator-login-failed', 'too many failed sign-ins from this address', {
      account: null,
      collapse: true,
    });
    return refuseLocked(reply, wait);
  }

  /**
   * The name the per-operator limit counts: an operator's own, or for a name that is no
   * operator's a keyed digest of it, so it is still counted (a lockout must not tell which names
   * exist) but what a stranger typed (a password, by a slip) is kept nowhere.
   */
  const limitNameOf = (name: string, found: OperatorWithSecrets | undefined) =>
    found ? found.name : `?${createHmac('sha256', app.secret).update(name).digest('hex').slice(0, 16)}`;

  async function fail(
    request: FastifyRequest,
    reply: FastifyReply,
    name: string,
    found: OperatorWithSecrets | undefined,
    why: string,
  ) {
    // Rows name an operator only when one signs in under that name: anyone can type any name.
    const operator = found?.name ?? null;
    for (const lockout of await limiter.recordFailure(request.ip, limitNameOf(name, found))) {
      const text = describeConsoleLockout(lockout);
      request.log.warn(`console sign-in limit reached: ${text}`);
      await audit(request, 'lockout', text, { account: null, operator });
    }
    await audit(request, 'operator-login-failed', why, { account: null, operator });
    return reply.code(401).send({ error: incorrect });
  }

  app.post<{ Body: SignInRequest }>(
    consolePaths.signIn,
    {
      config: { rateLimit: { max: requestLimit.max, timeWindow: requestLimit.timeWindowMs } },
      // A list, so @fastify/rate-limit appends its hook after this one: a refused request counts nothing.
      onRequest: [refuseUnwanted],
      schema: { body: signInBodySchema, response: { 200: sessionAnswer, ...refusals } },
    },
    async (request, reply) => {
      const { name, password, code, recoveryCode } = request.body;
      const found = await app.storage.operators.findByName(name);
      const { wait, pastNameLock } = await limiter.allowance(request.ip, limitNameOf(name, found), found?.id);
      if (wait > 0) {
        await audit(request, 'operator-login-failed', 'too many failed sign-ins for this name', {
          account: null,
          operator: found?.name ?? null,
          collapse: true,
        });
        return refuseLocked(reply, wait);
      }
      const factor = recoveryCode === undefined ? { code: code?.replace(/\s/g, '') } : { recoveryCode };
      let factorOk = false;
      try {
        // Checked against a stand-in hash when there is no such operator, so timing does not tell.
        // Through the portal's gate, so console sign-ins cannot take the thread pool its downloads
        // use; recovery codes are slow hashes too.
        const passwordOk = await app.hashing.run(() => check.password(found, password));
        if (!found || !passwordOk) return fail(request, reply, name, found, 'wrong name or password');
        if (found.disabled) return fail(request, reply, name, found, 'operator disabled');
        if (factor.code !== undefined || factor.recoveryCode !== undefined) {
          factorOk = await app.hashing.run(() => check.secondFactor(found, factor));
        }
      } catch (error) {
        if (error instanceof HashingBusyError) {
          await audit(request, 'operator-login-failed', 'server busy checking other sign-ins', {
            account: null,
            collapse: true,
          });
          return reply.code(503).header('retry-after', '1').send({ error: error.message });
        }
        if (!(error instanceof UnreadableTotpKeyError)) throw error;
        // Thrown only after the right password, so it tells nothing to whoever lacks that.
        request.log.error(`console operator ${error.operatorName}: ${error.message}`);
        await audit(request, 'operator-login-failed', 'authenticator key unreadable with this SESSION_SECRET', {
          account: null,
          operator: error.operatorName,
        });
        return reply.code(409).send({ error: error.message });
      }
      if (!factorOk) {
        return fail(
          request,
          reply,
          name,
          found,
          recoveryCode === undefined ? 'wrong or used code' : 'wrong or used recovery code',
        );
      }

      // A fresh token at every sign-in, so a token planted before (session fixation) is worthless.
      await app.operatorSessions.end(consoleTokenOf(request));
      const { token, active } = await app.operatorSessions.start(found, {
        clientAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setConsoleCookie(reply, token);
      // Read before this sign-in's row is written: since the previous one.
      const failedSignIns = await failedSignInsUnderName(app.storage.audit, found, request.ip);
      await limiter.recordSuccess(request.ip, found.id);
      const how = [
        recoveryCode === undefined ? 'with a TOTP code' : 'with a recovery code',
        ...(pastNameLock ? ['past the lock on this name, from an address it signed in from lately'] : []),
        ...(failedSignIns ? [describeFailedSignIns(failedSignIns)] : []),
      ].join('; ');
      await audit(request, 'operator-login-ok', how, { account: null, operator: found.name });
      if (failedSignIns) request.log.warn(`console operator ${found.name}: ${describeFailedSignIns(failedSignIns)}`);
      return { ...signedInAnswer(reply, active), ...(failedSignIns ? { failedSignIns } : {}) };
    },
  );
}

/** Sign-out sits behind the gate (a session, its CSRF token and the console's origin), open to every role. */
export function registerSignOutRoute(app: FastifyInstance): void {
  app.post(consolePaths.signOut, { config: { everyRole: true } }, async (request, reply) => {
    await audit(request, 'operator-sign-out', null, { account: null, operator: operatorOf(request).operator.name });
    await app.operatorSessions.end(consoleTokenOf(request));
    clearConsoleCookie(reply);
    return reply.code(204).send();
  });
}
