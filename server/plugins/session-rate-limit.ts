/**
 * Caps how fast one signed-in session may ask for files or searches, with @fastify/rate-limit
 * keyed by the session (429 with Retry-After; the error handler audits each refusal, collapsed).
 * Each delivered file and each refusal writes an audit row, so this rate is what bounds how fast
 * a signed-in script can grow the audit table and take the CPU from everyone else.
 *
 * The budgets are settings (SESSION_FILE_REQUESTS_PER_MINUTE, SESSION_SEARCHES_PER_MINUTE). Files:
 * document files, secure downloads and training files together, 1000 a minute by default. Each
 * demo training package is one file, and the whole demo portal has under 150; a real eLearning
 * package may load a few hundred when it opens. Several such packages a minute fit; a script gets
 * 17 answers a second. Searches: 120 a minute; they are asked a moment after typing stops
 * (site/search/use-search.ts), so a person sends at most a few a second, far fewer over a minute.
 *
 * The counts live in each process's memory, as the per-address limits' do (request-rate-limit.ts):
 * behind N instances a session may send up to N times the rate.
 */
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { sessionIdOf } from '../auth/session-manager';
import { limitKeyOf } from './limit-key';
import type { RequestRateLimit } from './request-rate-limit';

/**
 * Route hook (onRequest) for a limit that applies only to signed-in requests, counted per session;
 * a signed-out request passes here and is counted by signedOutRateLimit. One hook shared by several
 * routes gives them one budget.
 */
export function sessionRateLimit(app: FastifyInstance, limit: RequestRateLimit): onRequestHookHandler {
  // The plugin's options, of which a limiter takes the same (its type leaves some out).
  const options: RateLimitPluginOptions = {
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => (request.auth ? sessionIdOf(request.auth.session) : limitKeyOf(request.ip)),
    // A delivered file's headers stay those the portal always sent (nginx passes on only those);
    // only a refusal tells the budget, with Retry-After.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  };
  const limiter = app.rateLimit(options);
  return (request, reply, done) => {
    if (request.auth === null) return done();
    limiter.call(app, request, reply).then(() => done(), done);
  };
}
