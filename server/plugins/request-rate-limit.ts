/**
 * Caps raw request rates on the password endpoints with @fastify/rate-limit (429 with
 * Retry-After). Failed checks are limited separately and more tightly by FailedLoginLimiter.
 * The client address is request.ip, which honours forwarded headers only with TRUST_PROXY, counted
 * by limitKeyOf: an IPv6 /64 is one client, as for the failed sign-in limits.
 *
 * These counts live in each process's memory, also with several instances: they guard the
 * process's own CPU (password hashing, audit writes), and sharing them would cost a database
 * write on every request. Behind N instances an address may send up to N times the rate; what
 * decides whether a guess is allowed, the failed-sign-in limit, is counted in the shared store.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { serverText } from '../languages/languages';
import { limitKeyOf } from './limit-key';

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

/**
 * Route hook (onRequest) for a limit that applies only to requests without a session. A signed-in
 * request never reaches the limiter: asked to let it through, the limiter would still work out its
 * key and wait on two promises, about 1 µs of every manifest and file answer. Each call makes a
 * limiter with its own counts, as a route's own `rateLimit` config does.
 */
export function signedOutRateLimit(app: FastifyInstance, limit: RequestRateLimit): onRequestHookHandler {
  const limiter = app.rateLimit({ max: limit.max, timeWindow: limit.timeWindowMs });
  return (request, reply, done) => {
    if (request.auth !== null) return done();
    limiter.call(app, request, reply).then(() => done(), done);
  };
}

export async function registerRequestRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => limitKeyOf(request.ip),
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      error: serverText(request, 'tooManyRequests', { seconds: Math.ceil(context.ttl / 1000) }),
    }),
  });
}
