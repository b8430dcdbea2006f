/**
 * `npm run bench:gc -- [--processes 8] [--case manifest|pdf] [--flags="--allocation-site-pretenuring"]
 * [--duration 6] [--warmup 5] [--connections 100] [--log-level info]`: how the server's Node
 * settings (scripts/build/server.mjs) hold up from one fresh process to the next. It starts
 * --processes fresh portals as shipped and as many with --flags added (by default V8's own
 * allocation-site pretenuring, which the shipped settings turn off; written with `=`, as Node
 * flags start with dashes), one of each in turn, and
 * loads each like `bench:compare` does: after --warmup seconds, --duration measured seconds over
 * --connections connections, signed in as demo. Per process it prints req/s, CPU per request
 * (main thread and the rest) and what the garbage collector did in the measured seconds (from
 * `--trace-gc`): scavenges, mark-compacts, MiB promoted to the old generation and pause time.
 *
 * A process that promotes more than `stormMiBPerSecond` keeps moving garbage into the old
 * generation (a healthy one promotes under 1 MiB a second) and pays for it in every answer; the
 * summary counts them. Builds nothing (`npm run build` first); prints figures and never fails on them.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { alignedLines } from '../../engine/node/figures/aligned-table';
import { median } from '../../engine/node/figures/median';
import { type BenchTree, missingBuild } from './bench-tree';
import { signInSessions, startPortal } from './child-server';
import { expectAnswer } from './expect-answer';
import { type GcFigures, gcFiguresOf } from './gc-trace';
import type { LoadTool } from './load-tools';
import { readOptions, wholeNumberOptions } from './options';
import { cpuMsOf } from './process-cpu';
import { runBench } from './run-bench';
import { whileRunning } from './stop-on-exit';

const values = readOptions({
  processes: { type: 'string', default: '8' },
  case: { type: 'string', default: 'manifest' },
  flags: { type: 'string', default: '--allocation-site-pretenuring' },
  duration: { type: 'string', default: '6' },
  warmup: { type: 'string', default: '5' },
  connections: { type: 'string', default: '100' },
  'log-level': { type: 'string', default: 'info' },
});
const settings = wholeNumberOptions(values, { processes: 1, duration: 1, warmup: 0, connections: 1 });
if (values.case !== 'manifest' && values.case !== 'pdf') {
  console.error(`--case must be manifest or pdf (got "${values.case}")`);
  process.exit(2);
}
const extraFlags = (values.flags ?? '').split(' ').filter(Boolean);
if (extraFlags.length === 0) {
  console.error('--flags must name at least one Node flag to compare with the shipped settings');
  process.exit(2);
}
const missing = missingBuild();
if (missing) {
  console.error(`bench:gc builds nothing and ${missing.join(' and ')} is missing: run \`npm run build\` first.`);
  process.exit(2);
}

/** Promoted MiB a second above which a process counts as storming (healthy ones stay under 1). */
const stormMiBPerSecond = 10;
const mebibyte = 1024 * 1024;

interface ProcessFigures {
  /** Failed or refused answers during the measured seconds, spelled out; empty when there were none. */
  failures: string;
  requestsPerSecond: number;
  mainThreadMicroseconds: number;
  otherThreadsMicroseconds: number;
  gc: GcFigures;
}

const variants = [
  { name: 'as shipped', flags: [] as string[] },
  { name: `with ${extraFlags.join(' ')}`, flags: extraFlags },
];

async function measureProcess(
  tree: BenchTree,
  tool: LoadTool,
  flags: string[],
  index: number,
): Promise<ProcessFigures> {
  const logFile = join(dirname(tree.databasePath), `gc-${index}.log`);
  const portal = await startPortal({
    workDir: dirname(tree.databasePath),
    contentDir: tree.contentDir,
    contentBuildDir: tree.buildDir,
    siteDir: tree.siteDir,
    logLevel: values['log-level'] ?? 'info',
    logFile,
    nodeFlags: ['--trace-gc', '--trace-gc-nvp', ...flags],
    env: { FILE_DELIVERY: 'direct' },
  });
  const stop = whileRunning(() => portal.stop());
  try {
    const [cookie = ''] = await signInSessions(portal.origin, 'demo', 1);
    const path = values.case === 'pdf' ? tree.smallPdf.path : `/api/products/${tree.model}`;
    const run = {
      url: `${portal.origin}${path}`,
      headers: { 'accept-encoding': 'br, gzip', cookie },
      connections: settings.connections,
    };
    await expectAnswer(run.url, run.headers, values.case === 'pdf' ? tree.smallPdf.size : undefined);
    if (settings.warmup > 0) await tool.run({ ...run, durationSeconds: settings.warmup });
    const logStart = statSync(logFile).size;
    const mainBefore = cpuMsOf(portal.pid, portal.pid) ?? 0;
    const allBefore = cpuMsOf(portal.pid) ?? 0;
    const result = await tool.run({ ...run, durationSeconds: settings.duration });
    const main = (cpuMsOf(portal.pid, portal.pid) ?? 0) - mainBefore;
    const all = (cpuMsOf(portal.pid) ?? 0) - allBefore;
    const requests = Math.max(1, result.requestsPerSecond * settings.duration);
    return {
      failures: result.failures,
      requestsPerSecond: result.requestsPerSecond,
      mainThreadMicroseconds: (main * 1000) / requests,
      otherThreadsMicroseconds: ((all - main) * 1000) / requests,
      gc: gcFiguresOf(readFileSync(logFile).subarray(logStart).toString('utf8')),
    };
  } finally {
    await stop();
  }
}

function promotedPerSecond(figures: ProcessFigures): number {
  return figures.gc.promotedBytes / mebibyte / settings.duration;
}

function describeProcess(figures: ProcessFigures): string {
  const { gc } = figures;
  const promoted = promotedPerSecond(figures);
  return [
    `${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s`,
    `CPU ${figures.mainThreadMicroseconds.toFixed(1)} µs main + ${figures.otherThreadsMicroseconds.toFixed(1)} µs other threads per request`,
    `${gc.scavenges} scavenges, ${gc.markCompacts} mark-compacts, ${promoted.toFixed(1)} MiB/s promoted, ${gc.pauseMs.toFixed(0)} ms paused`,
    promoted > stormMiBPerSecond ? 'STORM' : '',
    figures.failures ? `FAILED: ${figures.failures}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

function summary(name: string, runs: ProcessFigures[]): string[] {
  const rates = runs.map((run) => run.requestsPerSecond);
  const storms = runs.filter((run) => promotedPerSecond(run) > stormMiBPerSecond).length;
  return [
    name,
    String(runs.length),
    median(rates).toFixed(0),
    Math.min(...rates).toFixed(0),
    Math.max(...rates).toFixed(0),
    median(runs.map((run) => run.mainThreadMicroseconds)).toFixed(1),
    median(runs.map((run) => run.otherThreadsMicroseconds)).toFixed(1),
    median(runs.map(promotedPerSecond)).toFixed(1),
    `${storms} of ${runs.length}`,
  ];
}

const tableHeader = [
  'variant',
  'processes',
  'req/s median',
  'min',
  'max',
  'main µs',
  'other µs',
  'promoted MiB/s',
  'storms',
];

runBench(async (tree, tool) => {
  console.log(
    `bench:gc: ${values.case}, ${settings.processes} fresh process(es) per variant, ${settings.duration} s measured after ${settings.warmup} s of warm-up, ${settings.connections} connections, ${tool.name}, LOG_LEVEL=${values['log-level']}`,
  );
  const measured = variants.map(() => [] as ProcessFigures[]);
  for (let index = 0; index < settings.processes; index++) {
    // Alternate which variant goes first, so a machine that slows down for a while slows both.
    const order = index % 2 === 0 ? [0, 1] : [1, 0];
    for (const which of order) {
      const variant = variants[which];
      if (!variant) continue;
      const figures = await measureProcess(tree, tool, variant.flags, index * 2 + which);
      measured[which]?.push(figures);
      console.log(`  ${variant.name}: ${describeProcess(figures)}`);
    }
  }
  const rows = variants.map((variant, which) => summary(variant.name, measured[which] ?? []));
  console.log(`\n${alignedLines([tableHeader, ...rows]).join('\n')}\n`);
  console.log(
    `CPU is per answered request. A storm is a process promoting more than ${stormMiBPerSecond} MiB/s to the old generation; a healthy one promotes under 1.`,
  );
});
