/** Request logging without credentials: the auth key and deep-link auth parameters never reach a log. */
import type { FastifyRequest } from 'fastify';

const secretParameters = /([?&](?:auth_key|auth|authKey)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(secretParameters, '$1[REDACTED]');
}

export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  remoteAddress: request.ip,
});
