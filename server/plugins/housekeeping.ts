/**
 * Work repeated while the app runs, stopped when it closes. Work that fails (the database away for
 * a moment) is logged and tried again next time.
 */
import type { FastifyInstance } from 'fastify';

export function housekeeping(app: FastifyInstance, intervalMs: number, work: Record<string, () => Promise<unknown>>) {
  const timer = setInterval(() => {
    for (const [what, run] of Object.entries(work)) {
      run().catch((error: unknown) => app.log.warn({ err: error }, `${what} failed`));
    }
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
