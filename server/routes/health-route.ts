/**
 * GET /healthz for load balancers and uptime monitors: 200 `{ status: "ok" }` while the process
 * answers, the database takes a write and the compiled content is loaded; otherwise 503 naming
 * the checks that failed. It needs no session, says nothing about accounts or settings, and is
 * neither audited nor logged per request (a poll every few seconds would flood both).
 */
import type { FastifyInstance } from 'fastify';
import type { CompiledContent } from '../content/compiled-content';
import type { PortalContext } from '../context';

const checkNames = ['database', 'content'] as const;
type CheckName = (typeof checkNames)[number];

/**
 * Generous enough for several load balancers polling from one address every second, yet it bounds
 * how many writes a flood of health checks can cause.
 */
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

async function passes(portal: PortalContext, check: CheckName): Promise<boolean> {
  switch (check) {
    case 'database':
      try {
        await portal.storage.checkWritable(portal.now());
        return true;
      } catch {
        return false;
      }
    case 'content':
      return contentLoaded(portal.content);
  }
}

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
      const verdicts = await Promise.all(checkNames.map((check) => passes(app.portal, check)));
      const failed = checkNames.filter((_, index) => !verdicts[index]);
      void reply.header('cache-control', 'no-store');
      if (failed.length === 0) return reply.send({ status: 'ok' });
      request.log.warn({ failed }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable', failed });
    },
  );
}
