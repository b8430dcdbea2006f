/**
 * Health at a glance: the instances that wrote an audit row in the last minute (each names
 * itself, INSTANCE_ID), whether the database answers, and when the content being served was
 * compiled (its site file's time).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildLayout } from '../../engine/compiler/compile/build-layout';
import { consolePaths, type HealthAnswer } from '../../engine/shared/console/console-api';
import { healthAnswer } from './console-schemas';

const recentMs = 60_000;

export function registerHealthRoutes(app: FastifyInstance): void {
  const { storage, config } = app;
  app.get(consolePaths.health, { schema: { response: { 200: healthAnswer } } }, async (): Promise<HealthAnswer> => {
    const reachable = await storage.ping().then(
      () => true,
      () => false,
    );
    const instances = reachable ? await storage.audit.instancesSince(app.now() - recentMs) : [];
    return {
      instances,
      database: { engine: storage.engine, reachable },
      contentBuiltAt: contentBuiltAt(config.contentBuildDir),
    };
  });
}

function contentBuiltAt(buildDir: string): string | null {
  try {
    return statSync(join(buildDir, buildLayout.site)).mtime.toISOString();
  } catch {
    return null;
  }
}
