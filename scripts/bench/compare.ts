/**
 * `npm run bench:compare -- [--duration 5] [--warmup 5] [--connections 100] [--rounds 3]
 * [--log-level info]`: the portal alone, the portal behind nginx (deploy/nginx/,
 * FILE_DELIVERY=x-accel) and nginx alone serving the same files, side by side: a JS asset, a 4 KiB
 * and an 8 MiB gated PDF and a gated product manifest (brotli accepted), each for a few seconds
 * over 100 connections, with req/s, MiB/s, p99 latency and the share of nginx alone's figure.
 * Each case is measured in the three layouts one right after the other, the one that goes first
 * moving on from case to case and round to round, because this shared virtual machine's speed
 * drifts for minutes at a time: figures taken back to back meet the same machine. Everything is
 * measured --rounds times, each round with fresh processes, and each figure and share shown is the
 * median of the rounds' (medianOfResults). Each case follows --warmup seconds of the same
 * unmeasured load, as a fresh server needs a few seconds before V8 has compiled its hot paths.
 *
 * Builds nothing: it serves a bench tree (bench-tree.ts; `npm run build` first). The portal is one
 * Node process (a temp database, a cheap scrypt cost, signed in as demo) and nginx runs one
 * worker; without nginx only the portal's figures are shown, without wrk autocannon drives the
 * load. It prints figures and never fails on them. Everything it starts is stopped by PID, also
 * on Ctrl-C and on errors.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { nginxBinary, nginxInstalled, startNginx } from '../deploy/nginx-process';
import { freePort } from '../dev/api-server';
import { type BenchTree, missingBuild } from './bench-tree';
import { repoRoot, signInSessions, startPortal } from './child-server';
import { expectAnswer } from './expect-answer';
import type { LoadFigures, LoadTool } from './load-tools';
import { behindNginx } from './nginx-front';
import { writeStaticNginxConfig } from './nginx-static';
import { readOptions, wholeNumberOptions } from './options';
import { type CaseResult, type Column, columnTitles, formatTable, medianOfResults } from './report';
import { runBench } from './run-bench';
import { whileRunning } from './stop-on-exit';

const values = readOptions({
  duration: { type: 'string', default: '5' },
  warmup: { type: 'string', default: '5' },
  connections: { type: 'string', default: '100' },
  rounds: { type: 'string', default: '3' },
  'log-level': { type: 'string', default: 'info' },
});
// Every setting is a whole number; only the warm-up may be 0 (none).
const {
  duration: durationSeconds,
  warmup: warmupSeconds,
  connections,
  rounds,
} = wholeNumberOptions(values, { duration: 1, warmup: 0, connections: 1, rounds: 1 });

const missing = missingBuild();
if (missing) {
  console.error(`bench:compare builds nothing and ${missing.join(' and ')} is missing: run \`npm run build\` first.`);
  process.exit(2);
}

interface BenchCase {
  name: string;
  path: string;
  headers: Record<string, string>;
  /** Gated addresses are asked with the session cookie. */
  gated: boolean;
  /** Bytes a whole answer must have, checked once before measuring. */
  size?: number;
  ratioOf: CaseResult['ratioOf'];
}

function casesOf(tree: BenchTree): BenchCase[] {
  return [
    // Both servers send the .gz that `npm run build` wrote; nginx-light cannot send the .br.
    {
      name: 'JS asset (gzip)',
      path: tree.jsAsset,
      headers: { 'accept-encoding': 'gzip' },
      gated: false,
      ratioOf: 'requests',
    },
    {
      name: '4 KiB PDF (gated)',
      path: tree.smallPdf.path,
      headers: {},
      gated: true,
      size: tree.smallPdf.size,
      ratioOf: 'requests',
    },
    {
      name: '8 MiB PDF (gated)',
      path: tree.largePdf.path,
      headers: {},
      gated: true,
      size: tree.largePdf.size,
      ratioOf: 'bytes',
    },
    // nginx alone answers its static .gz: it has no brotli.
    {
      name: 'product manifest (gated, br accepted)',
      path: `/api/products/${tree.model}`,
      headers: { 'accept-encoding': 'br, gzip' },
      gated: true,
      ratioOf: 'requests',
    },
  ];
}

/** One request per case before measuring, so a wrong setup shows as an error, not as fast 404s. */
async function checkCases(origin: string, cases: BenchCase[], cookie: string): Promise<void> {
  for (const benchCase of cases) {
    await expectAnswer(
      `${origin}${benchCase.path}`,
      { ...benchCase.headers, ...(benchCase.gated ? { cookie } : {}) },
      benchCase.size,
    );
  }
}

/**
 * A layout under measurement: where its answers come from and the session its gated cases send.
 */
interface Layout {
  column: Column;
  origin: string;
  cookie: string;
}

const layoutLabels: Record<Column, string> = {
  portal: 'portal',
  behind: 'behind nginx',
  nginx: 'nginx',
};

/**
 * Measures every case in every layout, case by case: the layouts of one case are measured one
 * right after the other, so that they meet the machine in much the same state (the file's opening
 * comment says why that matters here). Which layout goes first moves on by one from case to case
 * and from round to round.
 */
async function measureRound(
  tool: LoadTool,
  layouts: Layout[],
  cases: BenchCase[],
  round: number,
): Promise<Map<Column, LoadFigures[]>> {
  for (const layout of layouts) await checkCases(layout.origin, cases, layout.cookie);
  const figures = new Map<Column, LoadFigures[]>(layouts.map((layout) => [layout.column, []]));
  for (const [index, benchCase] of cases.entries()) {
    const first = (round + index) % layouts.length;
    for (const layout of [...layouts.slice(first), ...layouts.slice(0, first)]) {
      process.stdout.write(`  ${benchCase.name}, ${layoutLabels[layout.column]}… `);
      const run = {
        url: `${layout.origin}${benchCase.path}`,
        headers: { ...benchCase.headers, ...(benchCase.gated ? { cookie: layout.cookie } : {}) },
        connections,
      };
      if (warmupSeconds > 0) await tool.run({ ...run, durationSeconds: warmupSeconds });
      const result = await tool.run({ ...run, durationSeconds });
      console.log(`${result.requestsPerSecond.toFixed(0)} req/s`);
      figures.get(layout.column)?.push(result);
    }
  }
  return figures;
}

function resultsOf(cases: BenchCase[], figures: Map<Column, LoadFigures[]>): CaseResult[] {
  return cases.map((benchCase, index) => ({
    name: benchCase.name,
    ratioOf: benchCase.ratioOf,
    figures: Object.fromEntries([...figures].flatMap(([column, list]) => (list[index] ? [[column, list[index]]] : []))),
  }));
}

/** The portal on the bench's copy of the site and content, with its own database and log in the bench folder. */
function portalOptions(tree: BenchTree, env: Record<string, string>) {
  return {
    workDir: dirname(tree.databasePath),
    contentDir: tree.contentDir,
    contentBuildDir: tree.buildDir,
    siteDir: tree.siteDir,
    logLevel: values['log-level'] ?? 'info',
    env,
  };
}

async function signInCookie(origin: string): Promise<string> {
  const [cookie] = await signInSessions(origin, 'demo', 1);
  if (!cookie) throw new Error('Sign-in as demo gave no session');
  return cookie;
}

/**
 * Starts fresh processes for every layout (the portal alone only, without nginx), hands them to
 * `use` while all of them run, and stops them all afterwards. A layout waiting its turn is idle.
 */
async function withLayouts<T>(tree: BenchTree, use: (layouts: Layout[]) => Promise<T>): Promise<T> {
  const portal = await startPortal(portalOptions(tree, { FILE_DELIVERY: 'direct' }));
  const stopPortal = whileRunning(() => portal.stop());
  try {
    console.log(`${columnTitles.portal}: portal PID ${portal.pid} on ${portal.origin}`);
    const alone: Layout = {
      column: 'portal',
      origin: portal.origin,
      cookie: await signInCookie(portal.origin),
    };
    if (!nginxInstalled()) return await use([alone]);
    const fronted = await startPortal(portalOptions(tree, { FILE_DELIVERY: 'x-accel', TRUST_PROXY: '127.0.0.1' }));
    const stopFronted = whileRunning(() => fronted.stop());
    try {
      return await behindNginx(tree, [fronted.port], async (frontOrigin, frontPid) => {
        console.log(`${columnTitles.behind}: portal PID ${fronted.pid}, nginx PID ${frontPid} on ${frontOrigin}`);
        const behind: Layout = {
          column: 'behind',
          origin: frontOrigin,
          cookie: await signInCookie(frontOrigin),
        };
        const port = await freePort();
        const nginx = await startNginx(writeStaticNginxConfig(tree, port), tree.stateDir, port);
        const stopNginx = whileRunning(() => nginx.stop());
        try {
          const origin = `http://127.0.0.1:${port}`;
          console.log(`${columnTitles.nginx}: nginx PID ${nginx.pid} on ${origin}`);
          return await use([alone, behind, { column: 'nginx', origin, cookie: '' }]);
        } finally {
          await stopNginx();
        }
      });
    } finally {
      await stopFronted();
    }
  } finally {
    await stopPortal();
  }
}

/** The checkout's commit and subject, for the record; the folder alone when git cannot tell. */
function describeCheckout(root: string): string {
  const described = spawnSync('git', ['-C', root, 'log', '-1', '--format=%h %s'], { encoding: 'utf8' });
  return described.status === 0 ? `${root} at ${described.stdout.trim()}` : root;
}

function machineLoad(): string {
  return `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${cpus().length} CPU(s)`;
}

runBench(async (tree, tool) => {
  const cases = casesOf(tree);
  console.log(
    `bench:compare: ${connections} connections, ${durationSeconds} s per case after ${warmupSeconds} s of warm-up${rounds > 1 ? `, median of ${rounds} rounds` : ''}, ${tool.name}, portal LOG_LEVEL=${values['log-level']}; ${machineLoad()}`,
  );
  if (!nginxInstalled()) {
    console.log(`${nginxBinary} is not installed (apt-get install nginx-light): showing the portal's figures only.`);
  }
  console.log(`This tree: ${describeCheckout(repoRoot)}`);
  const roundResults: CaseResult[][] = [];
  for (let round = 1; round <= rounds; round++) {
    if (rounds > 1) console.log(`Round ${round} of ${rounds}`);
    const measured = await withLayouts(tree, (layouts) => measureRound(tool, layouts, cases, round - 1));
    const results = resultsOf(cases, measured);
    roundResults.push(results);
    if (rounds > 1) console.log(`\n${formatTable(results)}\n`);
  }
  if (rounds > 1) console.log(`Medians of the ${rounds} rounds:`);
  console.log(`\n${formatTable(medianOfResults(roundResults))}\n`);
  console.log(
    'Shares are of nginx alone: req/s, but MiB/s for the 8 MiB PDF (few of its answers complete in a short run). ' +
      'MiB/s counts every byte received, headers included.' +
      (rounds > 1
        ? " Over several rounds each share is the median of the rounds' own shares, so it need not equal the ratio of the medians shown."
        : ''),
  );
  console.log(`Afterwards: ${machineLoad()}.`);
});
