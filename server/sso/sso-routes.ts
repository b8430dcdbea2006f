/**
 * A hospital sign-in (OpenID Connect authorization code flow with PKCE, through `openid-client`):
 *
 * - GET /sso/start?email=<work e-mail> or ?org=<account> [&next=<page>]: finds the account whose
 *   e-mail domain it is (or the account named), keeps the request's state, nonce and PKCE verifier
 *   in a sealed cookie of this browser (pending-sign-in.ts) and sends the browser to the provider.
 * - GET /sso/callback: the provider's answer, checked by openid-client (state, issuer, audience,
 *   nonce, signature, times within a bounded skew) against that cookie; then the account's rule
 *   admits the person or not (admission.ts), the person is recorded, and a session of the account
 *   and the person starts exactly as a password's does (auth/start-session.ts), under the same
 *   rule of which accounts may sign in (auth/sign-in-refusal.ts).
 * - GET /api/sso/options?org=<account>: whether the account has a hospital sign-in and still takes
 *   the shared password, for the login page of `/login?org=<account>`.
 *
 * Every refusal goes back to the login page with its reason (`/login?sso=<reason>`, in the
 * reader's language, with the page to come back to), is audited as `login-failed`, and leaves no
 * code or token in the address bar; the callback's code and state never reach a log line
 * (plugins/log-redaction.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { productPathsOf } from '../../engine/shared/catalogue-entry';
import { pathInLanguage } from '../../engine/shared/languages';
import {
  accessEndedParam,
  type HospitalSignInFailure,
  hospitalSignInFailureParam,
  hospitalSignInPaths,
} from '../../engine/shared/routes/hospital-sign-in';
import { loginPath, nextPageParam } from '../../engine/shared/routes/login-path';
import { pageAfterLogin } from '../../engine/shared/routes/page-after-login';
import { audit, personLabel } from '../audit/audit-request';
import { type SignInRefusal, signInRefusal } from '../auth/sign-in-refusal';
import { startSession } from '../auth/start-session';
import { requestLanguage, serverText, serverTextsOf } from '../languages/languages';
import { errorSchema, hospitalSignInOptionsSchema } from '../plugins/schemas';
import type { AccountRecord, AccountSsoRecord } from '../storage/records';
import { admits, type Claims, emailDomainOf, identityOf } from './admission';
import { continuePage } from './continue-page';
import { isUnreachable } from './identity-providers';
import { pendingSignIns } from './pending-sign-in';
import { clientSecretSealer } from './sso-secrets';

/** A refused account's kind, as the login page is told it and as the audit words it. */
const refusalReasons: Record<SignInRefusal['kind'], HospitalSignInFailure> = {
  disabled: 'account-disabled',
  'access-ended': 'access-ended',
};
const refusalWords: Record<SignInRefusal['kind'], string> = {
  disabled: 'account disabled',
  'access-ended': 'access ended',
};
const endedOnOf = (refusal: SignInRefusal) => (refusal.kind === 'access-ended' ? refusal.endedOn : undefined);
/** What the portal asks the provider for: who the person is, their e-mail and their name. */
const requestedScopes = 'openid email profile';

/** The redirect URI every hospital registers for the portal: exactly this, on the portal's public origin. */
export const redirectUriOf = (publicOrigin: string) => `${publicOrigin}${hospitalSignInPaths.callback}`;

/** Sign-in starts and callbacks per address and minute: far above a person's, far below a flood's. */
const rateLimit = { max: 30, timeWindow: 60_000 };

interface Connected {
  account: AccountRecord;
  connection: AccountSsoRecord;
}

const singleSignOn = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}: single sign-on`;

export function registerHospitalSignIn(app: FastifyInstance): void {
  const { storage, config } = app;
  const pending = pendingSignIns(app.secret, app.now);
  const secrets = clientSecretSealer(app.secret);
  const redirectUri = redirectUriOf(config.publicOrigin);

  /** The account a start names: by the e-mail's domain, else by name. */
  async function connectedOf(email: string | undefined, org: string | undefined): Promise<Connected | undefined> {
    const domain = email === undefined ? undefined : emailDomainOf(email);
    const named = org === undefined ? undefined : await storage.accounts.findByName(org);
    const connection = domain
      ? (await storage.accountSso.findByDomain(domain))[0]
      : named && (await storage.accountSso.get(named.id));
    const account = connection && (named ?? (await storage.accounts.findById(connection.accountId)));
    return account && connection ? { account, connection } : undefined;
  }

  /** Back to the login page, in the reader's language, saying why; the page to come back to is kept. */
  function backToLogin(
    reply: FastifyReply,
    reason: HospitalSignInFailure,
    lang: string,
    next: string | null,
    endedOn?: string,
  ) {
    const query = new URLSearchParams({ [hospitalSignInFailureParam]: reason });
    if (endedOn) query.set(accessEndedParam, endedOn);
    if (next) query.set(nextPageParam, next);
    return reply.redirect(`${pathInLanguage(loginPath, lang, app.content.languages)}?${query}`, 302);
  }

  const unreachable = (connection: AccountSsoRecord): HospitalSignInFailure =>
    connection.passwordAllowed ? 'unreachable-password-works' : 'unreachable';

  const providerClient = ({ account, connection }: Connected) =>
    app.identityProviders.client({
      issuer: connection.issuer,
      clientId: connection.clientId,
      clientSecret: secrets.open(account.id, connection.sealedClientSecret),
    });

  app.get<{ Querystring: { email?: string; org?: string; next?: string } }>(
    hospitalSignInPaths.start,
    {
      config: { rateLimit },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            email: { type: 'string', maxLength: 320 },
            org: { type: 'string', maxLength: 64 },
            next: { type: 'string', maxLength: 2048 },
          },
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { email, org } = request.query;
      const next = request.query.next || null;
      const lang = requestLanguage(request);
      const connected = await connectedOf(email?.trim() || undefined, org?.trim() || undefined);
      if (!connected) {
        const asked = org ? `account "${org}"` : `domain ${emailDomainOf(email ?? '') ?? '(none)'}`;
        await audit(request, 'login-failed', `${singleSignOn(request)}: no hospital sign-in for ${asked}`, {
          account: null,
          collapse: true,
        });
        return backToLogin(reply, 'unknown-domain', lang, next);
      }
      const { account, connection } = connected;
      const refusal = signInRefusal(account, app.now());
      if (refusal) {
        await audit(request, 'login-failed', `${singleSignOn(request)}: ${refusalWords[refusal.kind]}`, {
          account: account.name,
        });
        return backToLogin(reply, refusalReasons[refusal.kind], lang, next, endedOnOf(refusal));
      }
      let configuration: client.Configuration;
      try {
        configuration = await providerClient(connected);
      } catch (error) {
        // The message only: an error's details may carry what the provider answered.
        const why = (error as Error).message;
        request.log.warn({ issuer: connection.issuer, why }, 'hospital sign-in: provider not usable');
        await audit(request, 'login-failed', `${singleSignOn(request)}: ${connection.issuer} cannot be reached`, {
          account: account.name,
          collapse: true,
        });
        return backToLogin(reply, unreachable(connection), lang, next);
      }
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      pending.keep(reply, { accountId: account.id, state, nonce, codeVerifier, next, lang, startedAt: app.now() });
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: requestedScopes,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      };
      const address = client.buildAuthorizationUrl(configuration, {
        ...parameters,
        // The provider's page then asks only for the password of the address typed on the portal's.
        ...(email && { login_hint: email.trim() }),
      }).href;
      // A link (`?org=`) may be redirected; the e-mail form's answer goes on by a page of its own.
      if (!email) return reply.redirect(address, 302);
      return reply.type('text/html; charset=utf-8').send(continuePage(serverTextsOf(request), address));
    },
  );

  app.get(hospitalSignInPaths.callback, { config: { rateLimit } }, async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const via = singleSignOn(request);
    const started = pending.take(request, reply);
    const { searchParams: query } = new URL(request.url, redirectUri);
    if (!started) {
      await audit(request, 'login-failed', `${via}: no sign-in under way in this browser (too late, or another's)`, {
        account: null,
        collapse: true,
      });
      return backToLogin(reply, 'expired', requestLanguage(request), null);
    }
    const { lang, next } = started;
    const account = await storage.accounts.findById(started.accountId);
    const connection = account && (await storage.accountSso.get(account.id));
    if (!account || !connection) return backToLogin(reply, 'unknown-domain', lang, next);
    const refuse = async (
      reason: HospitalSignInFailure,
      why: string,
      person: string | null = null,
      endedOn?: string,
    ) => {
      await audit(request, 'login-failed', `${via}: ${why}`, { account: account.name, person });
      return backToLogin(reply, reason, lang, next, endedOn);
    };
    if (started.late) return refuse('expired', 'the sign-in took longer than it may');

    let claims: Claims;
    try {
      const configuration = await providerClient({ account, connection });
      // The address the provider sent the browser to, on the portal's public origin: the token
      // request names exactly the redirect URI the authorization request named.
      const currentUrl = new URL(`${redirectUri}?${query}`);
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: started.codeVerifier,
        expectedState: started.state,
        expectedNonce: started.nonce,
        idTokenExpected: true,
      });
      app.identityProviders.keepKeys(connection.issuer, configuration);
      claims = { ...tokens.claims() };
      // Some providers put the e-mail, the name or the groups in the user info only.
      const wanted = ['email', 'name', ...(connection.groupClaim ? [connection.groupClaim] : [])];
      if (wanted.some((claim) => claims[claim] === undefined)) {
        const info = await client.fetchUserInfo(configuration, tokens.access_token, String(claims.sub));
        claims = { ...info, ...claims };
      }
    } catch (error) {
      if (error instanceof client.AuthorizationResponseError) {
        return refuse('refused', `the provider answered ${error.error}`);
      }
      if (error instanceof client.ResponseBodyError) {
        return refuse('refused', `the provider refused the code (${error.error})`);
      }
      if (isUnreachable(error)) return refuse(unreachable(connection), `${connection.issuer} cannot be reached`);
      // Which sentence, only: openid-client has refused the answer either way.
      if (query.get('state') !== started.state) {
        return refuse('expired', 'the answer is of another sign-in (state)');
      }
      // openid-client's own words name the check that refused (issuer, audience, nonce, expiry…);
      // never the error itself, whose details carry the provider's answer (its code, its claims).
      const { cause } = error as Error;
      const why = cause instanceof Error ? cause.message : (error as Error).message;
      request.log.warn({ issuer: connection.issuer, why }, 'hospital sign-in: answer refused');
      return refuse('invalid-answer', `the provider's answer was refused: ${why}`);
    }

    const identity = identityOf(connection.issuer, claims);
    if (!identity) return refuse('not-admitted', 'the provider sent no verified e-mail address');
    const who = personLabel(identity);
    if (!admits(connection, identity, claims)) return refuse('not-admitted', "not admitted by the account's rule", who);
    const refusal = signInRefusal(account, app.now());
    if (refusal) return refuse(refusalReasons[refusal.kind], refusalWords[refusal.kind], who, endedOnOf(refusal));
    if (account.demo && !config.demoMode) return refuse('account-disabled', 'demo account outside demo mode', who);

    const person = await storage.people.signedIn(account.id, identity, app.now());
    await startSession(request, reply, account, `${via} (${connection.issuer})`, person);
    const page = pageAfterLogin(next, productPathsOf(app.content.catalogue));
    return reply.redirect(pathInLanguage(page, lang, app.content.languages), 302);
  });

  app.get<{ Querystring: { org: string } }>(
    '/api/sso/options',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        querystring: {
          type: 'object',
          required: ['org'],
          properties: { org: { type: 'string', minLength: 1, maxLength: 64 } },
        },
        response: {
          200: hospitalSignInOptionsSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const connected = await connectedOf(undefined, request.query.org);
      if (!connected) return reply.code(404).send({ error: serverText(request, 'notFound') });
      return { passwordAllowed: connected.connection.passwordAllowed };
    },
  );
}
