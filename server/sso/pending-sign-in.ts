/**
 * A hospital sign-in under way lives in the browser that started it, never in one process's memory
 * (instances share nothing but the database): a short-lived cookie, sealed (auth/sealed-secrets.ts)
 * so the browser can neither read nor alter it, HttpOnly, SameSite=Lax (the provider's redirect
 * back is a top-level GET, which carries it). It holds the state, nonce and PKCE verifier of the
 * request, the account, the page to come back to and the language. The callback accepts it only
 * within its lifetime on the portal's clock, whatever the browser kept, and always clears it.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { secretSealer } from '../auth/sealed-secrets';

const pendingSignInCookie = '__Host-portal_sso';

/** Long enough to type a password and answer a second factor at the hospital's page. */
export const pendingSignInMs = 10 * 60_000;

export interface PendingSignIn {
  accountId: number;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The page to open once signed in (the login page's `next`), or null for the catalogue. */
  next: string | null;
  lang: string;
  startedAt: number;
}

const cookieOptions: CookieSerializeOptions = { path: '/', httpOnly: true, secure: true, sameSite: 'lax' };

const owner = 'sso-sign-in';

export function pendingSignIns(sessionSecret: string, now: () => number) {
  const sealer = secretSealer(sessionSecret, 'sso sign-ins under way');
  return {
    keep(reply: FastifyReply, pending: PendingSignIn): void {
      reply.setCookie(pendingSignInCookie, sealer.seal(owner, JSON.stringify(pending)), {
        ...cookieOptions,
        maxAge: pendingSignInMs / 1000,
      });
    },
    /**
     * The sign-in this browser started (`late` when it is older than it may be), or undefined when
     * the cookie is missing or altered; the cookie is cleared either way.
     */
    take(request: FastifyRequest, reply: FastifyReply): (PendingSignIn & { late: boolean }) | undefined {
      const stored = request.cookies[pendingSignInCookie];
      if (stored === undefined) return undefined;
      reply.clearCookie(pendingSignInCookie, cookieOptions);
      try {
        const pending = JSON.parse(sealer.open(owner, stored)) as PendingSignIn;
        const age = now() - pending.startedAt;
        return { ...pending, late: age < 0 || age > pendingSignInMs };
      } catch {
        return undefined;
      }
    },
  };
}
