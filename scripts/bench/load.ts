/**
 * The server at a hospital's mix, then each gated case alone beside a bare Fastify handler, from the
 * portal and behind nginx: `npm run bench -- [--duration 10] [--connections 20] [--sessions 10]
 * [--sign-ins 50] [--yardstick 5]`. What it measures and how: docs/PERFORMANCE.md, "The server at
 * a hospital's mix". Records, never fails on a figure: exits 1 only when a request failed.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildLayout } from '../../engine/compiler/compile/build-layout';
import type { CompiledSite, FileIndex, SearchSource } from '../../engine/shared/types';
import environmentSchema from '../../schema/environment.schema.json' with { type: 'json' };
import { installNginx, selfSignedCertificate } from '../deploy/nginx-config';
import { nginxBinary, nginxInstalled, startNginx } from '../deploy/nginx-process';
import { freePort } from '../dev/api-server';
import { type BenchTree, createBenchTree } from './bench-tree';
import { demoPassword, readJson, requireBuild } from './built';
import { signInSession, signInSessions, startChildServer, startPortal } from './child-server';
import { driveLoad, expectAnswer, type LoadRequest } from './load-tools';
import { readOptions } from './options';
import { type LoadRow, loadTable, machineLoad, percentile } from './report';
import { onStop, runBench } from './run-bench';

const counts = readOptions({
  duration: [10, 1],
  connections: [20, 1],
  sessions: [10, 1],
  'sign-ins': [50, 1],
  yardstick: [5, 1],
});
requireBuild();

const browserEncodings = 'gzip, deflate, br, zstd';
const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');
const get = (path: string, headers?: Record<string, string>): LoadRequest => ({ method: 'GET', path, headers });

/**
 * What a ward's signed-in sessions ask for, in the proportions a shift might: the session, the
 * catalogue, every line's manifest (brotli accepted), six searches, a sample of documents, the
 * secure downloads, the 4 KiB PDF four times and the 8 MiB PDF once.
 */
function hospitalMix(tree: BenchTree): LoadRequest[] {
  const { catalogue } = readJson<CompiledSite>(join(tree.buildDir, buildLayout.site));
  const files = readJson<FileIndex>(join(tree.buildDir, buildLayout.files));
  const titles = readJson<SearchSource>(join(tree.buildDir, buildLayout.search(tree.model))).entries.map(
    (entry) => entry.title,
  );
  const words = [...new Set(titles.flatMap((title) => title.toLowerCase().match(/[a-z]{5,}/g) ?? []))].slice(0, 6);
  const documents = Object.keys(files.public);
  const step = Math.max(1, Math.floor(documents.length / 8));
  return [
    get('/api/session'),
    get('/api/catalogue'),
    ...catalogue.map((entry) => get(`/api/products/${entry.model}`, { 'accept-encoding': browserEncodings })),
    ...words.map((word) => get(`/api/search?q=${encodeURIComponent(word)}`)),
    ...documents
      .filter((_, index) => index % step === 0)
      .slice(0, 8)
      .map((key) => get(`/public/${encodePath(key)}`)),
    ...Object.keys(files.secure).map((key) => get(`/secure-download?file=${encodeURIComponent(key)}`)),
    ...Array.from({ length: 4 }, () => get(tree.smallPdf.path)),
    get(tree.largePdf.path),
  ];
}

/** User and system CPU time of a process so far, in ms, from /proc; undefined without it. */
function cpuMsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // In clock ticks, 100 a second on Linux whatever the hardware.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Sign-ins one after another, each from its own address (TRUST_PROXY), so no sign-in limit refuses one. */
async function timeSignIns(origin: string): Promise<void> {
  const times: number[] = [];
  for (let index = 0; index < counts['sign-ins']; index++) {
    const started = performance.now();
    await signInSession(origin, demoPassword, { 'x-forwarded-for': `10.1.${index >> 8}.${index & 255}` });
    times.push(performance.now() - started);
  }
  const at = (fraction: number) => percentile(times, fraction).toFixed(1);
  console.log(
    `Sign-in, ${times.length} one at a time: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (test-mode password hash, cheaper than production's)`,
  );
}

/** The mix over every connection; false when a request failed. */
async function measureMix(pid: number, origin: string, tree: BenchTree, cookies: string[]): Promise<boolean> {
  const requests = hospitalMix(tree);
  const { connections, duration } = counts;
  console.log(
    `Mix: ${connections} connection(s), ${cookies.length} session(s), ${duration} s over ${requests.length} addresses…`,
  );
  const cpuBefore = cpuMsOf(pid);
  const mix = await driveLoad({ origin, connections, duration, requests, cookies });
  const cpuAfter = cpuMsOf(pid);
  const perCore =
    cpuBefore === undefined || cpuAfter === undefined
      ? 'n/a (no /proc)'
      : `${((mix.requests * 1000) / (cpuAfter - cpuBefore)).toFixed(0)} req per CPU-second of the server`;
  console.log(
    `  requests    ${mix.requests}, ${mix.perSecond.toFixed(0)} req/s, ${mix.mebibytesPerSecond.toFixed(1)} MiB/s`,
  );
  console.log(`  per core    ${perCore}`);
  console.log(`  latency     p50 ${mix.p50Ms} ms, p99 ${mix.p99Ms} ms, max ${mix.maxMs} ms`);
  console.log(`  failed      ${mix.failures || 'none'}; ${mix.statuses}`);
  return mix.failures === '';
}

interface AloneCase {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** Bytes a whole answer has, checked once before measuring. */
  size?: number;
  /** Few of its answers complete in a short run: its MiB/s tells, not a share of the bare handler's req/s. */
  unshared?: boolean;
}

const gatedCases = (tree: BenchTree): AloneCase[] => [
  {
    name: 'gated manifest (br)',
    path: `/api/products/${tree.model}`,
    headers: { 'accept-encoding': browserEncodings },
  },
  { name: '4 KiB PDF (gated)', path: tree.smallPdf.path, size: tree.smallPdf.size },
  { name: '8 MiB PDF (gated)', path: tree.largePdf.path, size: tree.largePdf.size, unshared: true },
];

/** Each case alone, driven as the mix is (the same connections and sessions) after 2 s of warm-up. */
async function measureAlone(origin: string, cookies: string[], cases: AloneCase[], where = ''): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  for (const { name, path, headers = {}, size, unshared } of cases) {
    await expectAnswer(`${origin}${path}`, { ...headers, ...(cookies[0] && { cookie: cookies[0] }) }, size);
    const requests = [get(path, headers)];
    const drive = (duration: number) =>
      driveLoad({ origin, connections: counts.connections, duration, requests, cookies });
    await drive(2);
    rows.push({ name: `${name}${where}`, figures: await drive(counts.yardstick), shared: !unshared });
  }
  return rows;
}

/** deploy/nginx/ installed with one worker in front of a portal of its own; resolves with nginx's origin. */
async function startBehindNginx(tree: BenchTree): Promise<string> {
  const workDir = join(tree.root, 'behind-nginx');
  mkdirSync(workDir);
  const env = { FILE_DELIVERY: 'x-accel', TRUST_PROXY: '127.0.0.1' };
  const { contentDir, buildDir: contentBuildDir, siteDir } = tree;
  const portal = await startPortal({ workDir, contentDir, contentBuildDir, siteDir, logLevel: 'info', env });
  const port = await freePort();
  // deploy/nginx/ installed as the README says, in plain HTTP as behind a balancer that ends TLS.
  const config = installNginx({
    prefix: workDir,
    workerProcesses: 1,
    listen: `127.0.0.1:${port}`,
    redirectListen: `127.0.0.1:${await freePort()}`,
    portals: [`127.0.0.1:${portal.port}`],
    siteDir,
    contentDir,
    xAccelPrefix: environmentSchema.properties.X_ACCEL_PREFIX.default,
    certificate: selfSignedCertificate(workDir, ['portal.example.com']),
  });
  const nginx = await startNginx(config, workDir, port);
  onStop(() => nginx.stop());
  console.log(`Behind nginx (x-accel): portal PID ${portal.pid}, nginx PID ${nginx.pid} on 127.0.0.1:${port}`);
  return `http://127.0.0.1:${port}`;
}

runBench(async () => {
  const tree = createBenchTree();
  const { contentDir, buildDir: contentBuildDir, siteDir } = tree;
  const env = { TRUST_PROXY: '127.0.0.1' };
  // Logging at info to a file, as in production.
  const portal = await startPortal({ workDir: tree.root, contentDir, contentBuildDir, siteDir, logLevel: 'info', env });
  console.log(`npm run bench: portal PID ${portal.pid} on ${portal.origin}; ${machineLoad()}`);
  await timeSignIns(portal.origin);
  const cookies = await signInSessions(portal.origin, demoPassword, counts.sessions);
  const clean = await measureMix(portal.pid, portal.origin, tree, cookies);

  console.log(`\nAlone, ${counts.yardstick} s each after 2 s of warm-up…`);
  const bare = await startChildServer({
    args: ['--import', 'tsx', join('scripts', 'bench', 'bare-server.ts')],
    logFile: join(tree.root, 'bare.log'),
    env: {},
  });
  const rows = await measureAlone(bare.origin, [], [{ name: 'bare Fastify handler', path: '/' }]);
  await bare.stop();
  rows.push(...(await measureAlone(portal.origin, cookies, gatedCases(tree))));
  await portal.stop();
  if (nginxInstalled()) {
    const front = await startBehindNginx(tree);
    const frontCookies = await signInSessions(front, demoPassword, counts.sessions);
    rows.push(...(await measureAlone(front, frontCookies, gatedCases(tree), ', behind nginx')));
  } else {
    console.log(`${nginxBinary} is not installed (apt-get install nginx-light): the portal alone only.`);
  }
  console.log(loadTable(rows).join('\n'));
  console.log(`\n${machineLoad()}: figures from a busy machine are indicative only.`);
  if (!clean || rows.some((row) => row.figures.failures !== '')) process.exitCode = 1;
});
