/**
 * Graceful shutdown support. Every request is counted while it is in flight (until its
 * response has been sent or its connection dropped). Once draining starts, new requests are
 * answered 503 with Retry-After and `Connection: close` (a load balancer then sends them to
 * another instance) while the requests already in flight finish. Routes marked
 * `answersWhileDraining` (/readyz, /metrics) still answer, so a probe learns why.
 */
import type { FastifyInstance } from 'fastify';
import type { ErrorAnswer } from '../../engine/shared/types';
import { serverText } from '../languages/languages';

export interface Drain {
  /** Requests whose answer is still on its way. */
  inFlight(): number;
  isDraining(): boolean;
  /** From now on new requests get 503. */
  begin(): void;
  /** Resolves true when nothing is in flight any more, false when the time ran out first. */
  settled(timeoutMs: number): Promise<boolean>;
  /** Adds the counting and refusing hook; register it before hooks that read the database. */
  register(app: FastifyInstance): void;
}

const retryAfterSeconds = 5;
const pollMs = 25;

export function createDrain(): Drain {
  let inFlight = 0;
  let draining = false;

  const finished = () => {
    inFlight--;
  };
  const register = (app: FastifyInstance): void => {
    // A callback hook with one shared listener: it runs on every request, and an async one costs a
    // promise and a closure each time.
    app.addHook('onRequest', (request, reply, done) => {
      inFlight++;
      reply.raw.on('close', finished);
      if (!draining || request.routeOptions.config.answersWhileDraining) return done();
      // Answered here, so done is not called: the request goes no further.
      void reply
        .code(503)
        .header('retry-after', String(retryAfterSeconds))
        .header('connection', 'close')
        .send({ error: serverText(request, 'shuttingDown'), reason: 'shutting-down' } satisfies ErrorAnswer);
    });
  };

  return {
    register,
    inFlight: () => inFlight,
    isDraining: () => draining,
    begin: () => {
      draining = true;
    },
    settled: (timeoutMs) =>
      new Promise((resolve) => {
        const deadline = Date.now() + timeoutMs;
        const check = () => {
          if (inFlight <= 0) return resolve(true);
          if (Date.now() >= deadline) return resolve(false);
          setTimeout(check, pollMs);
        };
        check();
      }),
  };
}
