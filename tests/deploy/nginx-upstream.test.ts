/**
 * Several instances behind nginx, for real: two portal processes (server/server.ts, as `npm run
 * serve` starts them) on one database, FILE_DELIVERY=x-accel and TRUST_PROXY=127.0.0.1, behind
 * deploy/nginx/ installed as the README says with both in its upstream. Requests reach both instances (each one's
 * own /metrics counts what it answered), X-Accel-Redirect still delivers through the upstream,
 * a sign-out through one ends the session on the other, wrong passwords spread over both count
 * as one count, both write to the one audit table with their own id, and when one instance dies
 * (kill -9), manifests and files keep arriving on the other with an audit row for every file.
 * The database is a throwaway PostgreSQL one when TEST_DATABASE_URL is set (`.ci/run` sets it),
 * else one SQLite file. Skipped, saying so, where nginx is not installed (`.ci/run` installs
 * nginx-light).
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authKeyOf } from '../../engine/shared/accounts/auth-key';
import environmentSchema from '../../schema/environment.schema.json' with { type: 'json' };
import { type ChildServer, signInSessions, startPortal } from '../../scripts/bench/child-server';
import { installNginx, selfSignedCertificate } from '../../scripts/deploy/nginx-config';
import { type NginxProcess, nginxBinary, nginxInstalled, startNginx } from '../../scripts/deploy/nginx-process';
import { freePort } from '../../scripts/dev/api-server';
import { openStorage } from '../../server/storage/open-storage';
import type { Storage } from '../../server/storage/storage';
import {
  type FixtureTree,
  fixtureFiles,
  fixtureModels,
  pdfBytes,
  writeFixtureTree,
} from '../../server/testing/fixture-content';
import { type SharedDatabase, sharedDatabase } from './testing/shared-database';

const installed = nginxInstalled();
if (!installed)
  console.warn(`Skipping the nginx upstream test: ${nginxBinary} is not installed (apt-get install nginx-light).`);

const manifestPath = `/api/products/${fixtureModels.first}`;
const instanceIds = ['instance-a', 'instance-b'];
const pdfPath = `/public/${fixtureFiles.tips}`;

let tree: FixtureTree;
let work: string;
let instances: ChildServer[] = [];
let nginx: NginxProcess;
let origin: string;
let cookie: string;
let database: SharedDatabase | undefined;

async function viaNginx(path: string): Promise<{ status: number; body: Buffer; requestId: string | undefined }> {
  const answer = await fetch(`${origin}${path}`, { headers: { cookie } });
  const body = Buffer.from(await answer.arrayBuffer());
  return { status: answer.status, body, requestId: answer.headers.get('x-request-id') ?? undefined };
}

/** How many requests of a route pattern an instance answered with a status, from its own /metrics (loopback). */
async function answeredBy(instance: ChildServer, route: string, method = 'GET', status = '200'): Promise<number> {
  const text = await (await fetch(`${instance.origin}/metrics`)).text();
  const series = `portal_http_request_duration_seconds_count{method="${method}",route="${route}",status="${status}"} `;
  const line = text.split('\n').find((candidate) => candidate.startsWith(series));
  return line === undefined ? 0 : Number(line.slice(series.length));
}

/** The database the instances share, opened by the test to read what they wrote. */
function sharedStore(): Promise<Storage> {
  return openStorage({
    databaseUrl: database?.env.DATABASE_URL ?? null,
    databasePath: database?.env.DATABASE_PATH ?? '',
    databasePoolSize: 2,
    databaseStatementTimeoutMs: 10_000,
    instanceId: 'test-reader',
  });
}

async function statusOf(url: string, init: RequestInit = {}): Promise<number> {
  const answer = await fetch(url, init);
  await answer.arrayBuffer();
  return answer.status;
}

/** Wrong passwords, in turn to each target, until the first refusal (429); returns how many were checked. */
async function wrongPasswordsUntilRefused(targets: string[], forwardedFor?: string): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const status = await statusOf(`${targets[attempt % targets.length]}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      body: JSON.stringify({ authKey: authKeyOf('not the password') }),
    });
    if (status === 429) return attempt;
    expect(status).toBe(401);
  }
  throw new Error('50 wrong passwords and no refusal');
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
      for (const name of instanceIds) {
        instances.push(
          await startPortal({
            workDir: work,
            contentDir: tree.contentDir,
            contentBuildDir: tree.buildDir,
            siteDir: tree.siteDir,
            logLevel: 'warn',
            logFile: join(work, `${name}.log`),
            env: { FILE_DELIVERY: 'x-accel', TRUST_PROXY: '127.0.0.1', INSTANCE_ID: name, ...database.env },
          }),
        );
      }
      const port = await freePort();
      const prefix = join(work, 'nginx');
      mkdirSync(prefix);
      const config = installNginx({
        prefix,
        workerProcesses: 1,
        listen: `127.0.0.1:${port}`,
        redirectListen: `127.0.0.1:${await freePort()}`,
        portals: instances.map((instance) => `127.0.0.1:${instance.port}`),
        siteDir: tree.siteDir,
        contentDir: tree.contentDir,
        xAccelPrefix: environmentSchema.properties.X_ACCEL_PREFIX.default,
        certificate: selfSignedCertificate(prefix, ['portal.example.com']),
      });
      nginx = await startNginx(config, prefix, port);
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

    it('ends a session on the other instance too, within a second, when it is signed out through one', async () => {
      const [a, b] = instances;
      if (!a || !b) throw new Error('Two instances were not started');
      const [own = ''] = await signInSessions(a.origin, 'demo', 1);
      // B reads the session now and may keep its copy in memory for SESSION_CACHE_MS (at most 1000 ms).
      expect(await statusOf(`${b.origin}${manifestPath}`, { headers: { cookie: own } })).toBe(200);
      const copiedAt = performance.now();
      expect(await statusOf(`${a.origin}/api/session`, { method: 'DELETE', headers: { cookie: own } })).toBe(204);
      // B's copy was read before copiedAt, so it is over a second old for any request asked a second
      // after copiedAt: none of those may still be answered with the manifest.
      let status = 200;
      let lastAcceptedAskedAt = copiedAt;
      while (status === 200 && performance.now() - copiedAt < 5000) {
        const asked = performance.now();
        status = await statusOf(`${b.origin}${manifestPath}`, { headers: { cookie: own } });
        if (status === 200) lastAcceptedAskedAt = asked;
      }
      expect(status).toBe(401);
      expect(lastAcceptedAskedAt - copiedAt).toBeLessThan(1000);
    });

    it('counts wrong passwords spread over both instances as one count: spreading earns no extra attempt', async () => {
      const [a] = instances;
      if (!a) throw new Error('No instance');
      // Aimed at one instance, from an address of its own (TRUST_PROXY lets the test name it).
      const aimed = await wrongPasswordsUntilRefused([a.origin], '10.20.30.40');
      const before = await Promise.all(
        instances.map((instance) => answeredBy(instance, '/api/session', 'POST', '401')),
      );
      // Through nginx, which sends requests to each instance in turn and names the address itself.
      const spread = await wrongPasswordsUntilRefused([origin]);
      const after = await Promise.all(instances.map((instance) => answeredBy(instance, '/api/session', 'POST', '401')));
      for (const [index, count] of after.entries()) expect(count - (before[index] ?? 0)).toBeGreaterThan(0);
      expect(spread).toBe(aimed);
      expect(aimed).toBeGreaterThan(0);
    });

    it('writes the audit rows of both instances to the one table, each with the id of its instance', async () => {
      const store = await sharedStore();
      try {
        const rows = await store.audit.recent(10_000);
        expect(new Set(rows.map((row) => row.instance))).toEqual(new Set(instanceIds));
      } finally {
        await store.close();
      }
    });

    it('keeps answering manifests and files, none failed and none unaudited, when one instance is killed (kill -9)', async () => {
      const [survivor, victim] = instances;
      if (!survivor || !victim) throw new Error('Two instances were not started');
      const failures: string[] = [];
      const deliveredFiles: string[] = [];
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
            requestId: undefined,
          }));
          if (answer.status !== 200) failures.push(`${path}: ${answer.status} ${answer.body.toString().slice(0, 200)}`);
          else if (path === pdfPath) {
            expect(answer.body.equals(pdfBytes)).toBe(true);
            deliveredFiles.push(answer.requestId ?? 'answer without a request id');
          }
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
      // Every file that arrived has its audit row: the row is written before the answer, on either instance.
      const store = await sharedStore();
      try {
        const audited = new Set(
          (await store.audit.recent(100_000))
            .filter((row) => row.kind === 'file-delivered')
            .map((row) => row.requestId),
        );
        expect(deliveredFiles.filter((requestId) => !audited.has(requestId))).toEqual([]);
        console.log(
          `kill -9 under load: ${answered} answers (${afterKill} after the kill), 0 failed; ${deliveredFiles.length} files delivered, all ${deliveredFiles.length} audited`,
        );
      } finally {
        await store.close();
      }
      await victim.stop().catch(() => undefined);
      instances = [survivor];
      // The killed instance is gone, not merely skipped: its port refuses connections.
      await expect(fetch(`${victim.origin}/readyz`)).rejects.toThrow();
    });
  },
);
