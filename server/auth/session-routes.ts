/**
 * The password check (POST /api/session and GET /authenticate.php, which deep links and the
 * original external check use; one handler), the current session, and sign-out. The link route
 * also takes the token of a link an operator issued (auth/sign-in-links.ts), and refuses the
 * plain-hash link of an account whose setting (or the server's default) refuses it.
 *
 * A sign-in request that a browser says another site made is refused before any limit counts it
 * (403, audited, counted nowhere): a page or an e-mail could otherwise make a staff member's
 * browser send wrong keys, and everyone behind the same address would be locked out.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Account, ErrorAnswer, SessionSettings } from '../../engine/shared/types';
import { audit } from '../audit/audit-request';
import { serverText } from '../languages/languages';
import { originStanding } from '../plugins/request-origin';
import type { RequestRateLimit } from '../plugins/request-rate-limit';
import {
  authKeySchema,
  conflictAnswerSchema,
  errorSchema,
  sessionAnswerSchema,
  signOutAnswerSchema,
} from '../plugins/schemas';
import { hospitalSignOutAddress } from '../sso/hospital-sign-out';
import type { AccountRecord, PersonRecord } from '../storage/records';
import { type CheckResult, findAccountByAuthKey, lookupKeyOf } from './credentials';
import { type AddressStanding, countFailedSignIn } from './failed-login-limiter';
import { HashingBusyError } from './hashing-gate';
import { clearSessionCookie, sessionTokenOf } from './session-cookie';
import { checkSignInLink, plainHashLinkAllowed } from './sign-in-links';
import { startSession } from './start-session';

/** What a request header says, when it says it once. */
function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The portal answers at whatever name it is reached under: the origin a request reached is its own. */
const everyOrigin = () => true;

/**
 * Why a browser would say this sign-in request came from another site, or undefined when nothing
 * says so. Only browsers send Sec-Fetch-* and Origin, and a page cannot forge them, so a client
 * that sends neither (curl, an old browser) goes ahead:
 * - `Sec-Fetch-Site: cross-site`: another site's page, image, form or link made it;
 * - an `Origin` that is not this site's own, as Fastify sees this request (its protocol and Host,
 *   or X-Forwarded-Proto and X-Forwarded-Host from a trusted proxy, TRUST_PROXY; the check the
 *   console shares, plugins/request-origin.ts): a form post or a script of another origin (a
 *   sandboxed frame's `null` too). The login page's own fetch is in `cors` mode, so it sends its
 *   real origin even under `Referrer-Policy: no-referrer`;
 * - for the link check (GET and HEAD /authenticate.php), a `Sec-Fetch-Dest` other than `document`
 *   (the address opened in the tab) or `empty` (a fetch, as the /login page makes for `?auth=`):
 *   an `<img>`, `<script>`, `<iframe>`, stylesheet… which sends no Origin.
 * Each reason is one fixed text, so identical refusals from one address collapse into one audit row.
 */
function crossSiteReason(request: FastifyRequest): string | undefined {
  if (headerOf(request, 'sec-fetch-site')?.toLowerCase() === 'cross-site') return 'Sec-Fetch-Site: cross-site';
  if (originStanding(request, everyOrigin) === 'foreign') return "Origin not this site's";
  const destination = headerOf(request, 'sec-fetch-dest')?.toLowerCase();
  if (request.method !== 'POST' && destination !== undefined && destination !== 'document' && destination !== 'empty') {
    return 'Sec-Fetch-Dest not a page or a fetch';
  }
  return undefined;
}

/** The sign-in route a request came by, as its audit rows name it (method and route path). */
function signInRoute(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url}`;
}

/** A refused password, or one answered as such. */
const passwordIncorrectAnswer = (request: FastifyRequest): ErrorAnswer => ({
  error: serverText(request, 'passwordIncorrect'),
  reason: 'password-incorrect',
});

/** The right password (or an authentic link) of an account whose access ended on `endedOn` (YYYY-MM-DD). */
const accessEndedAnswer = (request: FastifyRequest, endedOn: string): ErrorAnswer => ({
  error: serverText(request, 'accessEnded', { date: endedOn }),
  reason: 'access-ended',
  accessEndedOn: endedOn,
});

/** Sign-ins from the address are refused for `seconds`. */
const lockedOutAnswer = (request: FastifyRequest, seconds: number): ErrorAnswer => ({
  error: serverText(request, 'signInLockedOut', { seconds }),
  reason: 'locked-out',
});

/** The account as the browser sees it: models limited to product lines that exist. */
function publicAccount(account: AccountRecord, modelKeys: readonly string[]): Account {
  return { name: account.name, models: account.models.filter((model) => modelKeys.includes(model)) };
}

export function registerSessionRoutes(app: FastifyInstance, requestLimit: RequestRateLimit): void {
  const { supportPhone, supportEmail, eifuPassword, learningLibraryUrl } = app.config;
  const settings: SessionSettings = { supportPhone, supportEmail, eifuPassword, learningLibraryUrl };
  const sessionAnswer = (account: AccountRecord, person: PersonRecord | null = null) => ({
    account: publicAccount(account, app.content.modelKeys),
    settings,
    person: person && { name: person.name, email: person.email },
  });

  /** Audits a sign-in request refused before its password was checked (collapsed) and sets its status; never cached. */
  async function refuseUnchecked(request: FastifyRequest, reply: FastifyReply, status: number, why: string) {
    await audit(request, 'login-failed', `${signInRoute(request)}: ${why}`, { account: null, collapse: true });
    void reply.code(status).header('cache-control', 'no-store');
  }

  /**
   * The first hook of each sign-in route, ahead of the lockout check and of the raw request cap
   * (request-rate-limit.ts): a request it refuses counts toward no limit, so another site's
   * requests can neither lock out nor rate-limit the address of the browser they came through.
   */
  async function refuseCrossSite(request: FastifyRequest, reply: FastifyReply) {
    const reason = crossSiteReason(request);
    if (reason === undefined) return;
    await refuseUnchecked(request, reply, 403, `from another site (${reason})`);
    return reply.send({
      error: serverText(request, 'signInFromOtherSite'),
      reason: 'other-site',
    } satisfies ErrorAnswer);
  }

  /** Requests from an address refused but for the accounts it signed in to lately, and that standing. */
  const onlyKnownAccounts = new WeakMap<FastifyRequest, Extract<AddressStanding, { refused: 'other accounts' }>>();

  /**
   * Runs before the body or query is even parsed, so a locked-out address is refused whatever it
   * sends, malformed requests included, and such refusals count nothing. The limiter counts the
   * address by limitKeyOf (an IPv6 /64 is one address). An address still open to the accounts it
   * signed in to lately goes on to the check, which lets in only those (failed-login-limiter.ts).
   */
  async function refuseLockedOut(request: FastifyRequest, reply: FastifyReply) {
    const standing = await app.loginLimiter.standing(request.ip);
    if (standing.refused === false) return;
    if (standing.refused === 'other accounts') {
      onlyKnownAccounts.set(request, standing);
      return;
    }
    const wait = standing.retryAfterSeconds;
    await refuseUnchecked(request, reply, 429, 'too many failed checks');
    return reply.header('retry-after', String(wait)).send(lockedOutAnswer(request, wait));
  }

  /**
   * A key refused while the address is locked out but for the accounts it signed in to lately: a
   * wrong key, or one of another account. Counted as a failure, and answered as the lockout
   * answers, so the address learns nothing of which keys are right.
   */
  async function refuseDuringLockout(
    request: FastifyRequest,
    reply: FastifyReply,
    standing: { retryAfterSeconds: number },
    account: string | null,
  ) {
    await countFailedSignIn(request);
    const detail = `${signInRoute(request)}: address locked out; only accounts it signed in to lately may sign in`;
    await audit(request, 'login-failed', detail, { account });
    const wait = standing.retryAfterSeconds;
    return reply.code(429).header('retry-after', String(wait)).send(lockedOutAnswer(request, wait));
  }

  async function signIn(request: FastifyRequest, reply: FastifyReply, authKey: string) {
    void reply.header('cache-control', 'no-store');
    const via = signInRoute(request);

    // A link (GET or HEAD) may carry a token an operator issued instead of a password's key. Such
    // a token is authentic (only the server could make its HMAC match), so refusing one that has
    // expired or been revoked counts toward no lockout: it guesses nothing.
    const byLink = request.method !== 'POST';
    const issued = byLink ? await checkSignInLink(app.storage, app.secret, authKey, app.now()) : undefined;
    // The link is authentic and guesses nothing, so its holder is told when the access ended.
    if (issued?.found && issued.refusal?.kind === 'access-ended') {
      const detail = `${via}: sign-in link ${issued.link.id}: access ended`;
      await audit(request, 'login-failed', detail, { account: issued.account.name });
      return reply.code(403).send(accessEndedAnswer(request, issued.refusal.endedOn));
    }
    if (issued?.found && issued.refused) {
      const detail = `${via}: sign-in link ${issued.link.id} ${issued.refused}`;
      await audit(request, 'login-failed', detail, { account: issued.account.name });
      return reply.code(401).send({
        error: serverText(request, 'signInLinkNoLongerValid'),
        reason: 'link-no-longer-valid',
      } satisfies ErrorAnswer);
    }

    // While the address is locked out, a key of an account it has not signed in to lately is
    // refused before the slow hash, as an unknown key is, so the answer takes as long for both.
    const lockedOut = onlyKnownAccounts.get(request);
    if (lockedOut && !issued?.found) {
      const keyOf = await app.storage.accounts.findByLookupKey(lookupKeyOf(app.secret, authKey));
      if (!keyOf || !lockedOut.accountIds.has(keyOf.id)) {
        return refuseDuringLockout(request, reply, lockedOut, keyOf?.name ?? null);
      }
    }

    let result: { ok: true; account: AccountRecord } | Exclude<CheckResult, { ok: true }>;
    if (issued?.found) {
      result = { ok: true, account: issued.account };
      await app.storage.signInLinks.markUsed(issued.link.id, app.now());
    } else {
      // A plain-hash link to an account that refuses them answers as a wrong password and counts
      // as one, so the link route never tells whether a key is right.
      const refusesLink = byLink
        ? (account: AccountRecord) => !plainHashLinkAllowed(account, app.config.plainSignInLinks)
        : undefined;
      try {
        result = await findAccountByAuthKey(app.storage, app.secret, authKey, {
          runHash: (hash) => app.hashing.run(hash),
          refusesLink,
          // An account that may not sign in (disabled, or its access ended) is named only to an
          // address that signed in to it lately: its people know the password already, so telling
          // them it is right tells nobody anything new, and they learn whom to call instead of
          // retyping it. Anyone else, a guesser among them, is told the password is incorrect, at
          // once, as for any unknown key (credentials.ts). A demo account outside demo mode is
          // never named: its password is published, not a customer's.
          mayTellRefusal: async (account) =>
            (!account.demo || app.config.demoMode) && app.loginLimiter.signedInLately(request.ip, account.id),
          now: app.now(),
        });
      } catch (error) {
        if (!(error instanceof HashingBusyError)) throw error;
        await refuseUnchecked(request, reply, 503, 'server busy checking other sign-ins');
        return reply
          .header('retry-after', '1')
          .send({ error: serverText(request, 'signInBusy'), reason: 'busy' } satisfies ErrorAnswer);
      }
    }
    // The right password: not a guess, so counted as no failure, even while the address is locked out.
    if (!result.ok && result.reason === 'account disabled, password right') {
      await audit(request, 'login-failed', `${via}: ${result.reason}`, { account: result.account?.name ?? null });
      return reply
        .code(403)
        .send({ error: serverText(request, 'accountDisabled'), reason: 'account-disabled' } satisfies ErrorAnswer);
    }
    if (!result.ok && result.reason === 'access ended, password right' && result.refusal?.kind === 'access-ended') {
      await audit(request, 'login-failed', `${via}: ${result.reason}`, { account: result.account?.name ?? null });
      return reply.code(403).send(accessEndedAnswer(request, result.refusal.endedOn));
    }
    if (!result.ok) {
      if (lockedOut) return refuseDuringLockout(request, reply, lockedOut, result.account?.name ?? null);
      await countFailedSignIn(request);
      await audit(request, 'login-failed', `${via}: ${result.reason}`, { account: result.account?.name ?? null });
      return reply.code(401).send(passwordIncorrectAnswer(request));
    }
    // A demo account's password is published. Production disables them at start-up, and refuses
    // one here all the same: one enabled since (demo:usage, a copied database) is a wrong password.
    if (result.account.demo && !app.config.demoMode) {
      await countFailedSignIn(request);
      await audit(request, 'login-failed', `${via}: demo account outside demo mode`, { account: result.account.name });
      return reply.code(401).send(passwordIncorrectAnswer(request));
    }
    // An account whose people sign in with their hospital's accounts only: the password is right
    // (not a guess, so counted as no failure) and grants nothing, and the page says where to sign in.
    if ((await app.storage.accountSso.get(result.account.id))?.passwordAllowed === false) {
      await audit(request, 'login-failed', `${via}: the shared password is not allowed`, {
        account: result.account.name,
      });
      return reply.code(403).send({
        error: serverText(request, 'passwordNotAllowed'),
        reason: 'password-not-allowed',
      } satisfies ErrorAnswer);
    }
    await app.loginLimiter.recordSuccess(request.ip, result.account.id);

    // A link can be followed without the visitor meaning to (a GET from another site): it never
    // swaps a live session of another account for the link's one. Switching takes a POST from
    // the login page, or signing out first.
    const current = request.auth;
    if (request.method !== 'POST' && current) {
      if (current.account.id === result.account.id) return sessionAnswer(current.account, current.person);
      await audit(
        request,
        'login-failed',
        `${via}: right password of "${result.account.name}", kept the current session`,
      );
      return reply.code(409).send({
        error: serverText(request, 'signedInAlready', { account: current.account.name }),
        ...sessionAnswer(current.account, current.person),
      });
    }

    await startSession(request, reply, result.account, issued?.found ? `${via}: sign-in link ${issued.link.id}` : via);
    return sessionAnswer(result.account);
  }

  const loginResponses = {
    200: sessionAnswerSchema,
    400: errorSchema,
    401: errorSchema,
    403: errorSchema,
    409: conflictAnswerSchema,
    429: errorSchema,
    503: errorSchema,
  };
  const rateLimit = { max: requestLimit.max, timeWindow: requestLimit.timeWindowMs };
  /**
   * Each route's own list: @fastify/rate-limit appends the route's limiter to it, after these two, so
   * a request they refuse is not counted (and a shared list would give each route both limiters).
   */
  const refuseUnwanted = () => [refuseCrossSite, refuseLockedOut];

  app.post<{ Body: { authKey: string } }>(
    '/api/session',
    {
      config: { rateLimit, loginAttempt: true },
      onRequest: refuseUnwanted(),
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
    onRequest: refuseUnwanted(),
    schema: {
      querystring: { type: 'object', required: ['auth_key'], properties: { auth_key: authKeySchema } },
      response: loginResponses,
    },
    handler: (request, reply) => signIn(request, reply, request.query.auth_key),
  });

  // A probe, asked by every tab that has not signed in yet: finding no session is an ordinary
  // answer (204), not a failure a browser reports in its console, as a 401 would be.
  app.get(
    '/api/session',
    { schema: { response: { 200: sessionAnswerSchema, 204: { type: 'null' } } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (request.auth) return sessionAnswer(request.auth.account, request.auth.person);
      if (request.sessionUnavailable) throw request.sessionUnavailable;
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/session',
    { schema: { response: { 200: signOutAnswerSchema, 204: { type: 'null' } } } },
    async (request, reply) => {
      // Clearing the cookie while the session stays valid in the database would only look like a sign-out.
      if (request.sessionUnavailable) throw request.sessionUnavailable;
      const active = request.auth;
      // A person signed in with their hospital's account is offered to sign out there too.
      const hospitalSignOut = active?.person ? await hospitalSignOutAddress(app, active.account) : undefined;
      if (active) {
        await audit(request, 'sign-out', null);
        await app.sessions.end(sessionTokenOf(request));
      }
      clearSessionCookie(reply);
      return hospitalSignOut ? { hospitalSignOut } : reply.code(204).send();
    },
  );
}
