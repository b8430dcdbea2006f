/**
 * The server at a hospital's mix: `npm run bench -- [--duration 10] [--connections 20]
 * [--sessions 10] [--sign-ins 50] [--yardstick 5]`.
 *
 * Serves the bench tree (bench-tree.ts: the built site and content, plus a 4 KiB and an 8 MiB
 * gated PDF) with the built server as a child process, in test mode with a cheap password hash.
 * First sign-ins one at a time, each from an address of its own, as nurses arrive; then
 * autocannon drives what signed-in sessions ask for, each connection with one session's cookie:
 * the session, the catalogue, every line's manifest, searches, documents, secure downloads, and
 * the small and the large PDF. Prints p50/p99, req/s and requests per second of one busy core (the
 * server's CPU time, from /proc). Last, in the same run, the gated manifest and the 4 KiB PDF each
 * alone against a bare Fastify handler (bare-server.ts), with their share of its req/s. Records,
 * never fails on a figure: exits 1 only when a request failed.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { buildLayout } from '../../engine/compiler/compile/build-layout';
import { authKeyOf } from '../../engine/shared/accounts/auth-key';
import type { CompiledSite, FileIndex, SearchSource } from '../../engine/shared/types';
import { driveLoad, type LoadRequest } from './autocannon';
import type { BenchTree } from './bench-tree';
import { type ChildServer, signInSessions, startChildServer, startPortal } from './child-server';
import { expectAnswer } from './expect-answer';
import { readOptions, wholeNumberOptions } from './options';
import { cpuMsOf } from './process-cpu';
import { runBench } from './run-bench';
import { whileRunning } from './stop-on-exit';

const counts = wholeNumberOptions(
  readOptions({
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    sessions: { type: 'string', default: '10' },
    'sign-ins': { type: 'string', default: '50' },
    yardstick: { type: 'string', default: '5' },
  }),
  { duration: 1, connections: 1, sessions: 1, 'sign-ins': 1, yardstick: 1 },
);

const browserEncodings = 'gzip, deflate, br, zstd';
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** What a ward's signed-in sessions ask for, in the proportions a shift might. */
function hospitalMix(tree: BenchTree): LoadRequest[] {
  const { catalogue } = readJson<CompiledSite>(join(tree.buildDir, buildLayout.site));
  const files = readJson<FileIndex>(join(tree.buildDir, buildLayout.files));
  const titles = readJson<SearchSource>(join(tree.buildDir, buildLayout.search(tree.model))).entries.map(
    (entry) => entry.title,
  );
  const words = [...new Set(titles.flatMap((title) => title.toLowerCase().match(/[a-z]{5,}/g) ?? []))].slice(0, 6);
  const some = (keys: string[], count: number) =>
    keys.filter((_, index) => index % Math.max(1, Math.floor(keys.length / count)) === 0).slice(0, count);
  const get = (path: string, headers?: Record<string, string>) => ({
    method: 'GET',
    path,
    ...(headers && { headers }),
  });
  return [
    get('/api/session'),
    get('/api/catalogue'),
    ...catalogue.map((entry) => get(`/api/products/${entry.model}`, { 'accept-encoding': browserEncodings })),
    ...words.map((word) => get(`/api/search?q=${encodeURIComponent(word)}`)),
    ...some(Object.keys(files.public), 8).map((key) => get(`/public/${encodePath(key)}`)),
    ...Object.keys(files.secure).map((key) => get(`/secure-download?file=${encodeURIComponent(key)}`)),
    ...Array.from({ length: 4 }, () => get(tree.smallPdf.path)),
    get(tree.largePdf.path),
  ];
}

const at = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;

/** Sign-ins one after another, each from its own address (TRUST_PROXY), so no sign-in limit refuses one. */
async function timeSignIns(origin: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const answer = await fetch(`${origin}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${index >> 8}.${index & 255}` },
      body: JSON.stringify({ authKey: authKeyOf('demo') }),
    });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`Sign-in ${index + 1} answered ${answer.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function measureMix(portal: ChildServer, tree: BenchTree, cookies: string[]): Promise<boolean> {
  const requests = hospitalMix(tree);
  console.log(
    `Mix: ${counts.connections} connection(s), ${counts.sessions} session(s), ${counts.duration} s over ${requests.length} addresses…`,
  );
  const cpuBefore = cpuMsOf(portal.pid);
  const result = await driveLoad({
    origin: portal.origin,
    connections: counts.connections,
    duration: counts.duration,
    requests,
    cookies,
  });
  const cpuAfter = cpuMsOf(portal.pid);
  const perCore =
    cpuBefore === undefined || cpuAfter === undefined
      ? 'n/a (no /proc)'
      : `${((result.requests.total * 1000) / (cpuAfter - cpuBefore)).toFixed(0)} req per CPU-second of the server`;
  const statuses = Object.entries(result.statusCodeStats).map(([status, { count }]) => `${status}×${count}`);
  console.log(
    `  requests    ${result.requests.total} in ${result.duration} s, ${result.requests.average.toFixed(0)} req/s, ${(result.throughput.average / 1024 / 1024).toFixed(1)} MiB/s`,
  );
  console.log(`  per core    ${perCore}`);
  console.log(`  latency     p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(
    `  failed      ${result.errors} error(s) (${result.timeouts} timeouts), ${result.non2xx} non-2xx; ${statuses.join(', ')}`,
  );
  return result.errors === 0 && result.non2xx === 0;
}

/**
 * The gated manifest and the 4 KiB PDF alone, then a bare Fastify handler, each driven as the mix
 * is (autocannon, the same connections and sessions), so the shares compare like with like.
 */
async function measureYardstick(portal: ChildServer, tree: BenchTree, cookies: string[]): Promise<void> {
  const bare = await startChildServer({
    args: ['--import', 'tsx', join('scripts', 'bench', 'bare-server.ts')],
    logFile: join(dirname(tree.databasePath), 'bare.log'),
    env: {},
  });
  const stopBare = whileRunning(() => bare.stop());
  try {
    const cases: { name: string; origin: string; path: string; headers: Record<string, string>; cookies: string[] }[] =
      [
        { name: 'bare Fastify handler', origin: bare.origin, path: '/', headers: {}, cookies: [] },
        {
          name: 'gated manifest (br)',
          origin: portal.origin,
          path: `/api/products/${tree.model}`,
          headers: { 'accept-encoding': browserEncodings },
          cookies,
        },
        { name: '4 KiB PDF (gated)', origin: portal.origin, path: tree.smallPdf.path, headers: {}, cookies },
      ];
    console.log(`\nAlone, ${counts.yardstick} s each after 2 s of warm-up:`);
    let yardstick = 0;
    for (const { name, origin, path, headers, cookies } of cases) {
      await expectAnswer(`${origin}${path}`, { ...headers, ...(cookies[0] ? { cookie: cookies[0] } : {}) });
      const drive = (duration: number) =>
        driveLoad({
          origin,
          connections: counts.connections,
          duration,
          requests: [{ method: 'GET', path, headers }],
          cookies,
        });
      await drive(2);
      const result = await drive(counts.yardstick);
      yardstick ||= result.requests.average;
      const failed = result.errors + result.non2xx;
      console.log(
        `  ${name.padEnd(22)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ${(result.requests.average / yardstick).toFixed(2)}× bare${failed ? `  ${failed} failed` : ''}`,
      );
    }
  } finally {
    await stopBare();
  }
}

const machineLoad = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${cpus().length} CPU(s)`;

runBench(async (tree) => {
  const portal = await startPortal({
    workDir: dirname(tree.databasePath),
    contentDir: tree.contentDir,
    contentBuildDir: tree.buildDir,
    siteDir: tree.siteDir,
    logLevel: 'info',
    env: { TRUST_PROXY: '127.0.0.1' },
  });
  const stopPortal = whileRunning(() => portal.stop());
  try {
    console.log(`npm run bench: portal PID ${portal.pid} on ${portal.origin}; ${machineLoad()}`);
    const signIns = await timeSignIns(portal.origin, counts['sign-ins']);
    console.log(
      `Sign-in, ${signIns.length} one at a time: p50 ${at(signIns, 0.5).toFixed(1)} ms, p99 ${at(signIns, 0.99).toFixed(1)} ms (test-mode password hash, cheaper than production's)`,
    );
    const cookies = await signInSessions(portal.origin, 'demo', counts.sessions);
    const clean = await measureMix(portal, tree, cookies);
    await measureYardstick(portal, tree, cookies);
    console.log(`\n${machineLoad()}: figures from a busy machine are indicative only.`);
    if (!clean) process.exitCode = 1;
  } finally {
    await stopPortal();
  }
});
