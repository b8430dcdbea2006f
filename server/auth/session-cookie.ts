/**
 * The session cookie. The __Host- prefix makes browsers insist on Secure, Path=/ and no Domain.
 * It has no Max-Age or Expires, so it ends with the browser session; the server's idle and absolute
 * timeouts still end it sooner.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const sessionCookieName = '__Host-portal_session';

const cookieOptions: CookieSerializeOptions = { path: '/', httpOnly: true, secure: true, sameSite: 'lax' };

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName];
}

export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(sessionCookieName, token, cookieOptions);
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName, cookieOptions);
}
