/** The session cookie. The __Host- prefix makes browsers insist on Secure, Path=/ and no Domain. */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const sessionCookieName = '__Host-portal_session';

function cookieOptions(maxAgeSeconds?: number): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  };
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName];
}

export function setSessionCookie(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  reply.setCookie(sessionCookieName, token, cookieOptions(maxAgeSeconds));
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, cookieOptions());
}
