/**
 * The console's session cookie, never the portal's: `__Host-console` over HTTPS (the prefix makes
 * browsers insist on Secure, Path=/ and no Domain), `console` over plain HTTP (an SSH tunnel to
 * the loopback listener), where a __Host- cookie would be dropped. Behind a trusted proxy the
 * scheme is the one the proxy saw (request.protocol). SameSite=Strict: no other site's page can
 * make a browser send it.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

const secureConsoleCookieName = '__Host-console';
export const plainConsoleCookieName = 'console';

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

function cookieNameOf(request: FastifyRequest): string {
  return isHttps(request) ? secureConsoleCookieName : plainConsoleCookieName;
}

function optionsOf(request: FastifyRequest): CookieSerializeOptions {
  return { path: '/', httpOnly: true, sameSite: 'strict', secure: isHttps(request) };
}

export function consoleTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[cookieNameOf(request)];
}

export function setConsoleCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(cookieNameOf(reply.request), token, optionsOf(reply.request));
}

export function clearConsoleCookie(reply: FastifyReply): void {
  reply.clearCookie(cookieNameOf(reply.request), optionsOf(reply.request));
}
