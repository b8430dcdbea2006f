/**
 * GET /readyz: whether this instance should get traffic. 200 `{ status: "ok" }` when the database
 * answers, the compiled content is loaded and the server is not draining; otherwise 503 naming
 * the checks that failed (`database`, `content`, `draining`), nothing more. /healthz says the
 * process lives; this says a load balancer or an operator rolling a release may send it requests.
 * It still answers while draining (the drain's own 503 would not say why), needs no session, and
 * is neither audited nor logged per request.
 */
import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { contentLoaded, probeAnswerSchema, probeRateLimit } from './health-route';

export interface Readiness {
  /** Resolves when the database answers a query; rejects (or hangs) when it cannot. */
  databaseReachable(): Promise<void>;
}

const checkNames = ['database', 'content', 'draining'] as const;
type CheckName = (typeof checkNames)[number];

/** A database that has not answered by then counts as unreachable, so a probe never hangs. */
const databaseTimeoutMs = 2000;

const readinessAnswerSchema = probeAnswerSchema(checkNames);

async function databaseAnswers(readiness: Readiness): Promise<boolean> {
  const timer = new AbortController();
  try {
    return await Promise.race([
      readiness.databaseReachable().then(
        () => true,
        () => false,
      ),
      setTimeout(databaseTimeoutMs, false, { signal: timer.signal }),
    ]);
  } finally {
    timer.abort();
  }
}

async function failedChecks(app: FastifyInstance, readiness: Readiness): Promise<CheckName[]> {
  const passed: Record<CheckName, boolean> = {
    database: await databaseAnswers(readiness),
    content: contentLoaded(app.content),
    draining: !app.drain.isDraining(),
  };
  return checkNames.filter((check) => !passed[check]);
}

export function registerReadinessRoute(app: FastifyInstance, readiness: Readiness): void {
  app.get(
    '/readyz',
    {
      logLevel: 'warn',
      config: { rateLimit: probeRateLimit, answersWhileDraining: true },
      schema: { response: { 200: readinessAnswerSchema, 503: readinessAnswerSchema } },
    },
    async (request, reply) => {
      const failed = await failedChecks(app, readiness);
      void reply.header('cache-control', 'no-store');
      if (failed.length === 0) return reply.send({ status: 'ok' });
      // Draining is the expected state of a stopping instance, not a fault worth a warning.
      if (failed.some((check) => check !== 'draining')) request.log.warn({ failed }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable', failed });
    },
  );
}
