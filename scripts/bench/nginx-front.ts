/** deploy/nginx.conf in front of portal instances (or any servers) for a benchmark, stopped when `use` ends. */
import environmentSchema from '../../schema/environment.schema.json' with { type: 'json' };
import { renderNginxConfig } from '../deploy/nginx-config';
import { startNginx } from '../deploy/nginx-process';
import { freePort } from '../dev/api-server';
import type { BenchTree } from './bench-tree';
import { whileRunning } from './stop-on-exit';

export async function behindNginx<T>(
  tree: BenchTree,
  ports: number[],
  use: (origin: string, nginxPid: number) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const config = renderNginxConfig({
    listen: `127.0.0.1:${port}`,
    portals: ports.map((instancePort) => `127.0.0.1:${instancePort}`),
    siteDir: tree.siteDir,
    contentDir: tree.contentDir,
    xAccelPrefix: environmentSchema.properties.X_ACCEL_PREFIX.default,
    workerProcesses: 1,
    stateDir: tree.stateDir,
  });
  const nginx = await startNginx(config, tree.stateDir, port);
  const stop = whileRunning(() => nginx.stop());
  try {
    return await use(`http://127.0.0.1:${port}`, nginx.pid);
  } finally {
    await stop();
  }
}
