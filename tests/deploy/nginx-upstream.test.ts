/**
 * Several instances behind nginx, for real: two portal processes (server/server.ts, as `npm run
 * serve` starts them) on one database, FILE_DELIVERY=x-accel and TRUST_PROXY=127.0.0.1, behind
 * deploy/nginx.conf rendered with both in its upstream. Requests reach both instances (each one's
 * own /metrics counts what it answered), X-Accel-Redirect still delivers through the upstream,
 * and when one instance dies, idempotent requests keep succeeding on the other. Skipped, saying
 * so, where nginx is not installed (`.ci/run` installs nginx-light).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import environmentSchema from '../../schema/environment.schema.json' with { type: 'json' };
import { type ChildServer, signInSessions, startPortal } from '../../scripts/bench/child-server';
import { renderNginxConfig } from '../../scripts/deploy/nginx-config';
import { type NginxProcess, nginxBinary, nginxInstalled, startNginx } from '../../scripts/deploy/nginx-process';
import { freePort } from '../../scripts/dev/api-server';
import {
  type FixtureTree,
  fixtureFiles,
  fixtureModels,
  pdfBytes,
  writeFixtureTree,
} from '../../server/test-support/fixture-content';
import { type SharedDatabase, sharedDatabase } from './shared-database';

const installed = nginxInstalled();
if (!installed)
  console.warn(`Skipping the nginx upstream test: ${nginxBinary} is not installed (apt-get install nginx-light).`);

const manifestPath = `/api/products/${fixtureModels.first}`;
const pdfPath = `/public/${fixtureFiles.tips}`;

let tree: FixtureTree;
let work: string;
let instances: ChildServer[] = [];
let nginx: NginxProcess;
let origin: string;
let cookie: string;
let database: SharedDatabase | undefined;

async function viaNginx(path: string): Promise<{ status: number; body: Buffer }> {
  const answer = await fetch(`${origin}${path}`, { headers: { cookie } });
  return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()) };
}

/** How many GETs of a route pattern an instance answered 200, from its own /metrics (loopback). */
async function answeredBy(instance: ChildServer, route: string): Promise<number> {
  const text = await (await fetch(`${instance.origin}/metrics`)).text();
  const series = `portal_http_request_duration_seconds_count{method="GET",route="${route}",status="200"} `;
  const line = text.split('\n').find((candidate) => candidate.startsWith(series));
  return line === undefined ? 0 : Number(line.slice(series.length));
}

describe.skipIf(!installed)(
  installed ? 'nginx in front of two instances' : `nginx in front of two instances (skipped: no ${nginxBinary})`,
  () => {
    beforeAll(async () => {
      tree = writeFixtureTree();
      // Run as root, nginx's workers read files as www-data: the temp folders must be open to them.
      chmodSync(tree.root, 0o755);
      work = mkdtempSync(join(tmpdir(), 'portal-upstream-'));
      chmodSync(work, 0o755);
      database = await sharedDatabase(work);
      // One after the other: the first creates the schema, the demo accounts and the demo secret.
      for (const name of ['a', 'b']) {
        instances.push(
          await startPortal({
            workDir: work,
            contentDir: tree.contentDir,
            contentBuildDir: tree.buildDir,
            siteDir: tree.siteDir,
            logLevel: 'warn',
            logFile: join(work, `instance-${name}.log`),
            env: { FILE_DELIVERY: 'x-accel', TRUST_PROXY: '127.0.0.1', ...database.env },
          }),
        );
      }
      const port = await freePort();
      const config = renderNginxConfig({
        listen: `127.0.0.1:${port}`,
        portals: instances.map((instance) => `127.0.0.1:${instance.port}`),
        siteDir: tree.siteDir,
        contentDir: tree.contentDir,
        xAccelPrefix: environmentSchema.properties.X_ACCEL_PREFIX.default,
        workerProcesses: 1,
        stateDir: work,
      });
      nginx = await startNginx(config, work, port);
      origin = `http://127.0.0.1:${port}`;
      [cookie = ''] = await signInSessions(origin, 'demo', 1);
    }, 120_000);

    afterAll(async () => {
      await nginx?.stop();
      for (const instance of instances) await instance.stop().catch(() => undefined);
      instances = [];
      await database?.drop();
      tree?.cleanup();
      if (work) rmSync(work, { recursive: true, force: true });
    });

    it('sends requests to both instances, and a session made through one works on the other', async () => {
      const before = await Promise.all(instances.map((instance) => answeredBy(instance, '/api/products/:model')));
      for (let request = 0; request < 8; request++) expect((await viaNginx(manifestPath)).status).toBe(200);
      const after = await Promise.all(instances.map((instance) => answeredBy(instance, '/api/products/:model')));
      const served = after.map((count, index) => count - (before[index] ?? 0));
      expect(served.reduce((sum, count) => sum + count, 0)).toBe(8);
      for (const count of served) expect(count).toBeGreaterThan(0);
    });

    it('delivers permitted files through the upstream with X-Accel-Redirect, from both instances', async () => {
      for (let request = 0; request < 6; request++) {
        const answer = await viaNginx(pdfPath);
        expect(answer.status).toBe(200);
        expect(answer.body.equals(pdfBytes)).toBe(true);
      }
      for (const instance of instances) expect(await answeredBy(instance, '/public/*')).toBeGreaterThan(0);
    });

    it('does not offer /metrics through nginx, only on each instance itself', async () => {
      expect((await fetch(`${origin}/metrics`)).status).toBe(404);
      for (const instance of instances) expect((await fetch(`${instance.origin}/metrics`)).status).toBe(200);
    });

    it('keeps answering GETs, none failed, when one instance is killed (kill -9) while they arrive', async () => {
      const [survivor, victim] = instances;
      if (!survivor || !victim) throw new Error('Two instances were not started');
      const failures: string[] = [];
      let answered = 0;
      let afterKill = 0;
      let killed = false;
      // Four clients at once, each asking in turn for a manifest and a file, until 40 answers came after the kill.
      const client = async () => {
        for (let turn = 0; !killed || afterKill < 40; turn++) {
          const path = turn % 2 === 0 ? manifestPath : pdfPath;
          const answer = await viaNginx(path).catch((error: unknown) => ({
            status: 0,
            body: Buffer.from(String(error)),
          }));
          if (answer.status !== 200) failures.push(`${path}: ${answer.status} ${answer.body.toString().slice(0, 200)}`);
          answered++;
          if (killed) afterKill++;
          if (!killed && answered >= 20) {
            killed = true;
            process.kill(victim.pid, 'SIGKILL');
          }
        }
      };
      await Promise.all([client(), client(), client(), client()]);
      expect(failures).toEqual([]);
      expect(afterKill).toBeGreaterThanOrEqual(40);
      await victim.stop().catch(() => undefined);
      instances = [survivor];
      // The killed instance is gone, not merely skipped: its port refuses connections.
      await expect(fetch(`${victim.origin}/readyz`)).rejects.toThrow();
    });
  },
);
