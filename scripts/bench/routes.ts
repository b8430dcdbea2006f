/**
 * Route benchmark: `npm run bench:routes -- [--duration 10] [--warmup 3] [--connections 20]
 * [--sessions 10] [--rounds 1] [--only bare,manifest,pdf-4k,pdf-8m] [--log-level info] [--profile DIR]
 * [--portal-root DIR]`.
 *
 * Measures, one at a time and each against a fresh server process, what a request costs on the
 * paths a signed-in user hits most: a product manifest (GET /api/products/:model, brotli accepted
 * like a browser), a 4 KB gated PDF and an 8 MB gated PDF (GET /public/…), beside a bare Fastify
 * handler as the yardstick. The portal runs as `npm start` runs it (request logging at info,
 * written to a file) but in test mode with a cheap scrypt cost (NODE_ENV=test, SCRYPT_COST=10)
 * and its own database, over a temporary copy of the demo content in which two gated PDFs are
 * padded to 4 KB and 8 MB. Prints req/s, p50/p99 latency, MiB/s and the server's CPU time per
 * request (which a busy machine disturbs less than the rest); with --rounds N the routes are
 * measured N times in turn and the medians printed. Never fails on speed, only when a request failed. With --profile the portal runs under `node --cpu-prof` and the self time
 * of each profile is summarised (scripts/bench/cpu-profile-summary.ts). --portal-root measures the
 * server of another checkout (built, with its node_modules), such as the commit before a change,
 * over content compiled by that checkout. Needs `npm run build` (in that checkout too).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { alignedLines } from '../../engine/node/figures/aligned-table';
import { median } from '../../engine/node/figures/median';
import { type AutocannonResult, driveLoad, type LoadRequest } from './autocannon';
import { type ChildServer, repoRoot, signInSessions, startChildServer, startPortal } from './child-server';
import { printCpuProfileSummary } from './cpu-profile-summary';
import { readOptions, wholeNumberOptions } from './options';
import { cpuMsOf } from './process-cpu';
import { settle } from './run-bench';

const values = readOptions({
  duration: { type: 'string', default: '10' },
  warmup: { type: 'string', default: '3' },
  connections: { type: 'string', default: '20' },
  sessions: { type: 'string', default: '10' },
  rounds: { type: 'string', default: '1' },
  only: { type: 'string' },
  'log-level': { type: 'string', default: 'info' },
  profile: { type: 'string' },
  'portal-root': { type: 'string' },
});
const counts = wholeNumberOptions(values, { duration: 1, warmup: 0, connections: 1, sessions: 1, rounds: 1 });

const portalRoot = resolve(values['portal-root'] ?? repoRoot);
const built = {
  content: join(portalRoot, 'build', 'content'),
  site: join(portalRoot, 'build', 'site'),
};
if (!existsSync(join(built.content, 'files.json')) || !existsSync(join(built.site, 'index.html'))) {
  console.error(`No build in ${portalRoot}: run \`npm run build\` there first.`);
  process.exit(2);
}

interface Target {
  name: string;
  what: string;
  requests: LoadRequest[];
  /** False for the bare Fastify yardstick, which has no sessions. */
  signedIn: boolean;
}

interface IndexedFile {
  source: string;
}
const browserEncodings = 'gzip, deflate, br, zstd';
const sizes = { 'pdf-4k': 4 * 1024, 'pdf-8m': 8 * 1024 * 1024 } as const;

/** A copy of the demo content with two gated PDFs padded to the sizes above, compiled. */
function prepareContent(work: string): { contentDir: string; buildDir: string; targets: Target[] } {
  const contentDir = join(work, 'content');
  const buildDir = join(work, 'build-content');
  cpSync(join(portalRoot, 'content'), contentDir, { recursive: true });
  const files = JSON.parse(readFileSync(join(built.content, 'files.json'), 'utf8')) as {
    public: Record<string, IndexedFile>;
  };
  const site = JSON.parse(readFileSync(join(built.content, 'site.json'), 'utf8')) as {
    catalogue: { model: string }[];
  };
  const pdfs = Object.entries(files.public)
    .filter(([key]) => key.endsWith('.pdf'))
    .sort(([a], [b]) => a.localeCompare(b));
  const targets: Target[] = [
    {
      name: 'bare',
      what: 'bare Fastify handler (yardstick)',
      requests: [{ method: 'GET', path: '/' }],
      signedIn: false,
    },
    {
      name: 'manifest',
      what: 'GET /api/products/:model (br)',
      requests: [
        {
          method: 'GET',
          path: `/api/products/${site.catalogue[0]?.model}`,
          headers: { 'accept-encoding': browserEncodings },
        },
      ],
      signedIn: true,
    },
  ];
  for (const [index, [name, bytes]] of Object.entries(sizes).entries()) {
    const [key, file] = pdfs[index] ?? [];
    if (!key || !file) throw new Error('The demo content has too few public PDFs');
    const path = join(contentDir, file.source);
    const original = readFileSync(path);
    // Readers ignore what follows %%EOF; the server only streams the bytes.
    writeFileSync(path, Buffer.concat([original, Buffer.alloc(Math.max(0, bytes - original.length), '\n')]));
    const encoded = key.split('/').map(encodeURIComponent).join('/');
    targets.push({
      name,
      what: `GET /public/… (${bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`} PDF)`,
      requests: [{ method: 'GET', path: `/public/${encoded}` }],
      signedIn: true,
    });
  }
  const compiled = spawnSync(process.execPath, ['scripts/run.mjs', '--bundle-packages', 'scripts/compile-content.ts'], {
    cwd: portalRoot,
    env: { ...process.env, CONTENT_DIR: contentDir, CONTENT_BUILD_DIR: buildDir },
    encoding: 'utf8',
  });
  if (compiled.status !== 0) throw new Error(`Compiling the padded content failed:\n${compiled.stderr}`);
  return { contentDir, buildDir, targets };
}

interface Measured {
  result: AutocannonResult;
  /** The server's CPU time (all its threads) per answered request, or undefined without /proc. */
  cpuMicroseconds: number | undefined;
  /** Wall-clock times (ms) of the measured load, to find it in a CPU profile. */
  startedAt: number;
  endedAt: number;
}

async function measure(target: Target, server: ChildServer): Promise<Measured> {
  const cookies = target.signedIn ? await signInSessions(server.origin, 'demo', counts.sessions) : [];
  const load = (duration: number) =>
    driveLoad({ origin: server.origin, connections: counts.connections, duration, requests: target.requests, cookies });
  if (counts.warmup > 0) await load(counts.warmup);
  const cpuBefore = cpuMsOf(server.pid);
  const startedAt = Date.now();
  const result = await load(counts.duration);
  const endedAt = Date.now();
  const cpuAfter = cpuMsOf(server.pid);
  const cpuMicroseconds =
    cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
      ? undefined
      : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return { result, cpuMicroseconds, startedAt, endedAt };
}

/** One line per route: the median of its rounds, and every failed request of all of them. */
function printTable(runs: Map<Target, Measured[]>): void {
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'MiB/s', 'server CPU µs/req', 'failed'];
  const lines = [...runs].map(([target, measured]) => {
    const of = (figure: (run: Measured) => number) => median(measured.map(figure));
    const cpu = measured.flatMap((run) => (run.cpuMicroseconds === undefined ? [] : [run.cpuMicroseconds]));
    return [
      `${target.name}: ${target.what}`,
      of((run) => run.result.requests.average).toFixed(0),
      of((run) => run.result.latency.p50).toFixed(1),
      of((run) => run.result.latency.p99).toFixed(1),
      of((run) => run.result.throughput.average / 1024 / 1024).toFixed(1),
      cpu.length === 0 ? 'n/a' : median(cpu).toFixed(0),
      String(measured.reduce((sum, run) => sum + run.result.errors + run.result.non2xx, 0)),
    ];
  });
  console.log('');
  if (counts.rounds > 1) console.log(`medians of ${counts.rounds} rounds`);
  for (const line of alignedLines([header, ...lines])) console.log(line);
  for (const [target, measured] of runs) {
    for (const { result } of measured.filter((run) => run.result.errors + run.result.non2xx > 0)) {
      const statuses = Object.entries(result.statusCodeStats).map(([status, { count }]) => `${status}×${count}`);
      console.log(
        `${target.name}: ${result.errors} error(s) of which ${result.timeouts} timeout(s), ` +
          `${result.non2xx} non-2xx; status codes ${statuses.join(', ')}`,
      );
    }
  }
}

/** One measurement of one route against a server of its own; with a profile directory, the summary of its CPU profile. */
async function run(target: Target, content: { contentDir: string; buildDir: string }, work: string): Promise<Measured> {
  const profileDir = values.profile ? resolve(values.profile, target.name) : undefined;
  if (profileDir) {
    rmSync(profileDir, { recursive: true, force: true });
    mkdirSync(profileDir, { recursive: true });
  }
  const logFile = join(work, `${target.name}.log`);
  const server = target.signedIn
    ? await startPortal({
        workDir: mkdtempSync(join(work, `${target.name}-`)),
        contentDir: content.contentDir,
        contentBuildDir: content.buildDir,
        siteDir: built.site,
        logLevel: values['log-level'],
        nodeFlags: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
        logFile,
        root: portalRoot,
      })
    : await startChildServer({
        args: ['--import', 'tsx', join('scripts', 'bench', 'bare-server.ts')],
        env: {},
        logFile,
      });
  let measured: Measured;
  try {
    process.stdout.write(`${target.name}: server PID ${server.pid} on ${server.origin}… `);
    measured = await measure(target, server);
  } finally {
    console.log(`stopped (exit ${await server.stop()})`);
  }
  const exitedAt = Date.now();
  // The main thread's profile (thread 0), not the TypeScript loader's.
  for (const file of profileDir ? readdirSync(profileDir).filter((name) => /\.0\.\d+\.cpuprofile$/.test(name)) : []) {
    printCpuProfileSummary(join(profileDir ?? '', file), 20, {
      fromEndMs: exitedAt - measured.startedAt,
      toEndMs: exitedAt - measured.endedAt,
    });
  }
  return measured;
}

async function main(): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), 'portal-bench-routes-'));
  try {
    const { contentDir, buildDir, targets } = prepareContent(work);
    const only = values.only?.split(',').map((name) => name.trim());
    const unknown = only?.filter((name) => !targets.some((target) => target.name === name)) ?? [];
    if (unknown.length > 0) {
      console.error(
        `--only: no route named ${unknown.join(', ')} (choose from ${targets.map((t) => t.name).join(', ')})`,
      );
      return 2;
    }
    const chosen = targets.filter((target) => !only || only.includes(target.name));
    console.log(
      `${portalRoot}: ${counts.connections} connection(s), ${counts.warmup} s warm-up then ${counts.duration} s per route; ` +
        `portal logging at ${values['log-level']}${values.profile ? `, CPU profiles in ${resolve(values.profile)}` : ''}`,
    );
    const runs = new Map<Target, Measured[]>(chosen.map((target) => [target, []]));
    // Round after round rather than route after route, so a busy spell of the machine spreads over every route.
    for (let round = 1; round <= counts.rounds; round++) {
      if (counts.rounds > 1) console.log(`round ${round} of ${counts.rounds}`);
      for (const target of chosen) runs.get(target)?.push(await run(target, { contentDir, buildDir }, work));
    }
    printTable(runs);
    const failed = [...runs.values()].flat().some(({ result }) => result.errors > 0 || result.non2xx > 0);
    return failed ? 1 : 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

void settle(main());
