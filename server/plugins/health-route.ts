/**
 * GET /healthz, the liveness probe for a supervisor or an uptime monitor: 200 `{ status: "ok" }`
 * while the process answers and the compiled content is loaded; otherwise 503 naming the check that
 * failed. It neither writes nor reads the database: a database that is away makes every instance
 * unready (GET /readyz says so), and restarting live processes would not bring it back. It needs
 * no session, says nothing about accounts or settings, and is neither audited nor logged per
 * request (a poll every few seconds would flood both).
 */
import type { FastifyInstance } from 'fastify';
import type { CompiledContent } from '../content/compiled-content';

const checkNames = ['content'] as const;

/** Generous enough for several monitors polling from one address every second, yet it bounds a flood of probes. */
export const probeRateLimit = { max: 600, timeWindow: 60_000 };

/** `{ status: "ok" }`, or `{ status: "unavailable", failed: [...] }` naming the failed checks, of a probe's checks. */
export function probeAnswerSchema(checks: readonly string[]) {
  return {
    type: 'object',
    required: ['status'],
    additionalProperties: false,
    properties: {
      status: { enum: ['ok', 'unavailable'] },
      failed: { type: 'array', items: { enum: checks } },
    },
  } as const;
}
const healthAnswerSchema = probeAnswerSchema(checkNames);

export function contentLoaded(content: CompiledContent): boolean {
  // An empty catalogue is a valid state (the site shows its "no content yet" page).
  return content.site !== undefined && content.catalogue.every((entry) => content.products.has(entry.model));
}

export function registerHealthRoute(app: FastifyInstance): void {
  app.get(
    '/healthz',
    {
      logLevel: 'warn',
      config: { rateLimit: probeRateLimit },
      schema: { response: { 200: healthAnswerSchema, 503: healthAnswerSchema } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      if (contentLoaded(app.content)) return reply.send({ status: 'ok' });
      const failed = [...checkNames];
      request.log.warn({ failed }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable', failed });
    },
  );
}
