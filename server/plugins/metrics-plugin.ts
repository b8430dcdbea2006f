/** What /metrics reports about this instance, as `app.metrics`, fed by every answer. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPortalMetrics, type PoolStats, type PortalMetrics } from './portal-metrics';
import { registerRequestMetrics } from './request-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: PortalMetrics;
  }
}

interface MetricsPluginOptions {
  /** The database pool's figures; default: the store's (none for SQLite, which has no pool). */
  poolStats?: () => PoolStats | undefined;
}

async function metricsPlugin(app: FastifyInstance, options: MetricsPluginOptions): Promise<void> {
  const { storage } = app;
  const metrics = createPortalMetrics({ poolStats: options.poolStats ?? (() => storage.poolStats()) });
  app.decorate('metrics', metrics);
  registerRequestMetrics(app, metrics);
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['storage'] });
