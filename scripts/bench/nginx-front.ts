/** deploy/nginx/ installed as the README says, in front of portal instances (or any servers) for a benchmark, stopped when `use` ends. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import environmentSchema from '../../schema/environment.schema.json' with { type: 'json' };
import { installNginx, selfSignedCertificate } from '../deploy/nginx-config';
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
  const prefix = join(tree.stateDir, 'front');
  mkdirSync(prefix, { recursive: true });
  const config = installNginx({
    prefix,
    workerProcesses: 1,
    // Plain HTTP, as behind a balancer that ends TLS: the figures compare what the portal adds.
    listen: `127.0.0.1:${port}`,
    redirectListen: `127.0.0.1:${await freePort()}`,
    portals: ports.map((instancePort) => `127.0.0.1:${instancePort}`),
    siteDir: tree.siteDir,
    contentDir: tree.contentDir,
    xAccelPrefix: environmentSchema.properties.X_ACCEL_PREFIX.default,
    certificate: selfSignedCertificate(prefix, ['portal.example.com']),
  });
  const nginx = await startNginx(config, prefix, port);
  const stop = whileRunning(() => nginx.stop());
  try {
    return await use(`http://127.0.0.1:${port}`, nginx.pid);
  } finally {
    await stop();
  }
}
