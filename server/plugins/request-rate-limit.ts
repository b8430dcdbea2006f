/**
 * Caps raw request rates on the password endpoints with @fastify/rate-limit (429 with
 * Retry-After). Failed checks are limited separately and more tightly by FailedLoginLimiter.
 * The client address is request.ip, which honours forwarded headers only with TRUST_PROXY.
 *
 * These counts live in each process's memory, also with several instances: they guard the
 * process's own CPU (password hashing, audit writes), and sharing them would cost a database
 * write on every request. Behind N instances an address may send up to N times the rate; what
 * decides whether a guess is allowed, the failed-sign-in limit, is counted in the shared store.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RequestRateLimit {
  max: number;
  timeWindowMs: number;
}

export const defaultLoginRequestLimit: RequestRateLimit = { max: 60, timeWindowMs: 60_000 };

/**
 * Signed-out requests to files and gated API answers: each is refused and audited, so their
 * rate per address is what bounds how fast a client can grow the audit table. Far above what
 * a person does before signing in (the login page needs none of them).
 */
export const defaultSignedOutRequestLimit: RequestRateLimit = { max: 120, timeWindowMs: 60_000 };

/** Route config for a limit that applies only to requests without a session. */
export function signedOutRateLimit(limit: RequestRateLimit) {
  return {
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    allowList: (request: FastifyRequest) => request.auth !== null,
  };
}

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
