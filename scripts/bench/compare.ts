/**
 * `npm run bench:compare -- [--duration 5] [--warmup 5] [--connections 100] [--rounds 3]
 * [--log-level info] [--database-url postgres://…] [--baseline DIR]`: the portal alone, the portal behind nginx
 * (deploy/nginx.conf, FILE_DELIVERY=x-accel) and nginx alone serving the same files, side by side:
 * a JS asset, a 4 KiB and an 8 MiB gated PDF and a gated product manifest (brotli accepted), each
 * for a few seconds over 100 connections, with req/s, MiB/s, p99 latency and the ratio to nginx
 * alone next to its goal. Each case is measured in the three layouts one right after the other,
 * the one that goes first moving on from case to case and round to round, because this shared
 * virtual machine's speed drifts for minutes at a time with no steal time reported (fresh
 * processes of the same portal answered the manifest at 24k req/s and at 41k within minutes):
 * figures taken back to back meet the same machine, figures taken a minute apart need not.
 * Everything is measured --rounds times (three by default), each round with fresh processes, and
 * each round's table is printed before the medians: a single round can meet a slow spell of the
 * machine or a slow process (fresh Node processes also differ among themselves for their whole
 * life, `npm run bench:gc` measures that), which one round in three or four did on the manifest.
 * The medians' ratios to nginx alone are the medians of each round's own ratios (medianOfResults).
 * Each case is measured after --warmup seconds of the same unmeasured load: a portal started for
 * the bench needs a few seconds before V8 has compiled its hot paths (fresh processes answered the
 * 4 KiB PDF at 19–26k req/s after 2 s of warm-up, at 24–27k after 6 s). Then one instance against two behind nginx, and
 * SQLite against PostgreSQL (scripts/bench/compare-instances.ts); PostgreSQL is the database of
 * --database-url (default: BENCH_DATABASE_URL), which the bench fills with its own accounts;
 * without one, the two instances share a SQLite file and only SQLite is measured.
 *
 * --baseline DIR adds a fourth layout: the portal alone of another checkout, built (its build/ and
 * content/ are served, from a bench tree of its own), such as the commit before a change, started
 * as startPortal starts a checkout's server (its build/server/server.js, or its server.ts under tsx
 * when it has none, as older commits' `npm run serve` did). It is measured in the same rounds and
 * interleaved with the other layouts, and its ratio is this tree's portal alone ÷ the baseline's.
 *
 * Builds nothing: it serves a temp copy of build/site, content/ and build/content (`npm run build`
 * first) with two generated PDFs added. The portal is one Node process (a temp database, a cheap
 * scrypt cost, signed in as demo) and nginx runs one worker; without nginx only the portal's
 * figures are shown, without wrk autocannon drives the load. A benchmark prints figures: it never
 * fails on a ratio. Everything it starts is stopped by PID, also on Ctrl-C and on errors.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { nginxBinary, nginxInstalled, startNginx } from '../deploy/nginx-process';
import { freePort } from '../dev/api-server';
import { type BenchTree, createBenchTree, missingBuild } from './bench-tree';
import { repoRoot, signInSessions, startPortal } from './child-server';
import { formatEngines, formatScaling, measureEngines, measureScaling } from './compare-instances';
import { expectAnswer } from './expect-answer';
import type { LoadFigures, LoadTool } from './load-tools';
import { behindNginx } from './nginx-front';
import { staticNginxConfig } from './nginx-static';
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
  'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL },
  baseline: { type: 'string' },
});
// Every setting is a whole number; only the warm-up may be 0 (none).
const {
  duration: durationSeconds,
  warmup: warmupSeconds,
  connections,
  rounds,
} = wholeNumberOptions(values, { duration: 1, warmup: 0, connections: 1, rounds: 1 });

const baselineRoot = values.baseline === undefined ? undefined : resolve(values.baseline);
for (const root of [undefined, baselineRoot]) {
  const missing = missingBuild(root);
  if (missing) {
    console.error(
      `bench:compare builds nothing and ${missing.join(' and ')} is missing${root ? ` in ${root}` : ''}: run \`npm run build\`${root ? ' there' : ''} first.`,
    );
    process.exit(2);
  }
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
  goals: CaseResult['goals'];
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
      goals: { portal: 0.3 },
    },
    {
      name: '4 KiB PDF (gated)',
      path: tree.smallPdf.path,
      headers: {},
      gated: true,
      size: tree.smallPdf.size,
      ratioOf: 'requests',
      goals: { portal: 0.3 },
    },
    {
      name: '8 MiB PDF (gated)',
      path: tree.largePdf.path,
      headers: {},
      gated: true,
      size: tree.largePdf.size,
      ratioOf: 'bytes',
      goals: { portal: 0.6, behind: 0.9 },
    },
    // nginx alone answers its static .gz: it has no brotli.
    {
      name: 'product manifest (gated, br accepted)',
      path: `/api/products/${tree.model}`,
      headers: { 'accept-encoding': 'br, gzip' },
      gated: true,
      ratioOf: 'requests',
      goals: { portal: 0.5, baseline: 0.8 },
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
 * A layout under measurement: where its answers come from, the session its gated cases send and
 * the cases of its own bench tree (the baseline's JS asset has another name).
 */
interface Layout {
  column: Column;
  origin: string;
  cookie: string;
  cases: BenchCase[];
}

const layoutLabels: Record<Column, string> = {
  portal: 'portal',
  behind: 'behind nginx',
  nginx: 'nginx',
  baseline: 'baseline',
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
  for (const layout of layouts) await checkCases(layout.origin, layout.cases, layout.cookie);
  const figures = new Map<Column, LoadFigures[]>(layouts.map((layout) => [layout.column, []]));
  for (const [index, benchCase] of cases.entries()) {
    const first = (round + index) % layouts.length;
    for (const layout of [...layouts.slice(first), ...layouts.slice(0, first)]) {
      process.stdout.write(`  ${benchCase.name}, ${layoutLabels[layout.column]}… `);
      const own = layout.cases[index] ?? benchCase;
      const run = {
        url: `${layout.origin}${own.path}`,
        headers: { ...own.headers, ...(own.gated ? { cookie: layout.cookie } : {}) },
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
    goals: benchCase.goals,
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
      cases: casesOf(tree),
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
          cases: casesOf(tree),
        };
        const port = await freePort();
        const nginx = await startNginx(staticNginxConfig(tree, port), tree.stateDir, port);
        const stopNginx = whileRunning(() => nginx.stop());
        try {
          const origin = `http://127.0.0.1:${port}`;
          console.log(`${columnTitles.nginx}: nginx PID ${nginx.pid} on ${origin}`);
          return await use([alone, behind, { column: 'nginx', origin, cookie: '', cases: casesOf(tree) }]);
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

/**
 * withLayouts, plus the baseline's portal alone (FILE_DELIVERY=direct) on its own bench tree when
 * there is one; it is started first and stopped last.
 */
async function withBaseline<T>(
  tree: BenchTree,
  baseline: { root: string; tree: BenchTree } | undefined,
  use: (layouts: Layout[]) => Promise<T>,
): Promise<T> {
  if (!baseline) return withLayouts(tree, use);
  const portal = await startPortal({
    ...portalOptions(baseline.tree, { FILE_DELIVERY: 'direct' }),
    root: baseline.root,
  });
  const stopPortal = whileRunning(() => portal.stop());
  try {
    console.log(`${columnTitles.baseline}: portal PID ${portal.pid} of ${baseline.root} on ${portal.origin}`);
    const layout: Layout = {
      column: 'baseline',
      origin: portal.origin,
      cookie: await signInCookie(portal.origin),
      cases: casesOf(baseline.tree),
    };
    return await withLayouts(tree, (layouts) => use([...layouts, layout]));
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
  // The baseline's own copy of its site and content, removed with everything else the bench started.
  const baseline = baselineRoot === undefined ? undefined : { root: baselineRoot, tree: createBenchTree(baselineRoot) };
  if (baseline) {
    whileRunning(() => baseline.tree.remove());
    console.log(`Baseline: ${describeCheckout(baseline.root)}`);
  }
  const roundResults: CaseResult[][] = [];
  for (let round = 1; round <= rounds; round++) {
    if (rounds > 1) console.log(`Round ${round} of ${rounds}`);
    const measured = await withBaseline(tree, baseline, (layouts) => measureRound(tool, layouts, cases, round - 1));
    const results = resultsOf(cases, measured);
    roundResults.push(results);
    if (rounds > 1) console.log(`\n${formatTable(results)}\n`);
  }
  if (rounds > 1) console.log(`Medians of the ${rounds} rounds:`);
  console.log(`\n${formatTable(medianOfResults(roundResults))}\n`);
  console.log(
    'Ratios compare with nginx alone: req/s, but MiB/s for the 8 MiB PDF (few of its answers complete in a short run). ' +
      'MiB/s counts every byte received, headers included.' +
      (baseline
        ? " ×base is this tree's portal alone ÷ the baseline's portal alone, by the same measure, within each round."
        : '') +
      (rounds > 1
        ? " Over several rounds each ratio is the median of the rounds' own ratios, so it need not equal the ratio of the medians shown."
        : ''),
  );
  const instanceOptions = {
    tree,
    tool,
    connections,
    durationSeconds,
    logLevel: values['log-level'] ?? 'info',
    databaseUrl: values['database-url'],
  };
  if (nginxInstalled()) {
    console.log(
      `\nOne instance and two behind nginx, on ${instanceOptions.databaseUrl ? 'PostgreSQL' : 'one SQLite file'}; ${machineLoad()}`,
    );
    console.log(`\n${formatScaling(await measureScaling(instanceOptions))}\n`);
  }
  console.log(`SQLite and PostgreSQL, the portal alone; ${machineLoad()}`);
  if (!instanceOptions.databaseUrl) console.log('No --database-url or BENCH_DATABASE_URL: SQLite only.');
  console.log(`\n${formatEngines(await measureEngines(instanceOptions))}\n`);
  console.log(`Afterwards: ${machineLoad()}.`);
});
