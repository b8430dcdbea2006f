/**
 * Caps raw request rates on the password endpoints with @fastify/rate-limit (429 with
 * Retry-After). Failed checks are limited separately and more tightly by FailedLoginLimiter.
 * The client address is request.ip, which honours forwarded headers only with TRUST_PROXY.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

export interface RequestRateLimit {
  max: number;
  timeWindowMs: number;
}

export const defaultLoginRequestLimit: RequestRateLimit = { max: 60, timeWindowMs: 60_000 };

export async function registerRequestRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });
}
