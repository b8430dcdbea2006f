/**
 * GET /metrics: this instance's metrics in the Prometheus text format (plugins/portal-metrics.ts).
 * Readable by a client on this machine (a loopback address, with no forwarded header: a request
 * nginx passes on comes from loopback too) or by one sending `Authorization: Bearer
 * $METRICS_TOKEN`. Anyone else gets 404 `{ error: "Not found" }`, the answer of an unknown API
 * address, and no hint of what was missing. It still answers while draining.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PortalMetrics } from './portal-metrics';
import { errorSchema } from './schemas';

function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (/^(::ffff:)?127\./.test(address) || address === '::1');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, which have one length whatever was sent, so the time taken says nothing of the token. */
function bearerMatches(header: string | undefined, token: string | null): boolean {
  if (token === null || header === undefined) return false;
  const [scheme, given] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && given !== undefined && timingSafeEqual(digest(given), digest(token));
}

function mayRead(request: FastifyRequest, token: string | null): boolean {
  const { headers } = request;
  const local =
    isLoopback(request.socket.remoteAddress) &&
    headers['x-forwarded-for'] === undefined &&
    headers.forwarded === undefined;
  return local || bearerMatches(headers.authorization, token);
}

export function registerMetricsRoute(app: FastifyInstance, metrics: PortalMetrics): void {
  const token = app.config.metricsToken;
  app.get(
    '/metrics',
    {
      logLevel: 'warn',
      config: { answersWhileDraining: true },
      schema: { response: { 200: { type: 'string' }, 404: errorSchema } },
    },
    async (request, reply) => {
      if (!mayRead(request, token)) return reply.code(404).send({ error: 'Not found' });
      const text = await metrics.text();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
    },
  );
}
