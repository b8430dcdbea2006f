/**
 * The several-instances part of `npm run bench:compare`: one portal instance against two behind
 * the same nginx (deploy/nginx.conf with an upstream of one or two), on one database, for the
 * manifest route and a small gated PDF; beside it, one bare Fastify handler against two behind
 * that same nginx, which is what this machine allows at best. Then the portal alone on SQLite
 * against the portal alone on PostgreSQL: a signed-in manifest request (under load) and a sign-in
 * (one at a time, each from an address of its own, so the sign-in limits never refuse one).
 */
import { dirname, join } from 'node:path';
import { authKeyOf } from '../../engine/shared/accounts/auth-key';
import type { BenchTree } from './bench-tree';
import { type ChildServer, repoRoot, signInSessions, startChildServer, startPortal } from './child-server';
import type { LoadFigures, LoadTool } from './load-tools';
import { behindNginx } from './nginx-front';
import { whileRunning } from './stop-on-exit';

export interface InstanceBenchOptions {
  tree: BenchTree;
  tool: LoadTool;
  connections: number;
  durationSeconds: number;
  logLevel: string;
  /** PostgreSQL for the instances and the engine comparison; without it they share the SQLite file. */
  databaseUrl: string | undefined;
}

interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
  gated: boolean;
}

function targetsOf(tree: BenchTree): Target[] {
  return [
    {
      name: 'product manifest',
      path: `/api/products/${tree.model}`,
      headers: { 'accept-encoding': 'br' },
      gated: true,
    },
    { name: '4 KiB PDF (gated)', path: tree.smallPdf.path, headers: {}, gated: true },
  ];
}

function portalOf(options: InstanceBenchOptions, env: Record<string, string>, name: string): Promise<ChildServer> {
  const { tree } = options;
  return startPortal({
    workDir: dirname(tree.databasePath),
    contentDir: tree.contentDir,
    contentBuildDir: tree.buildDir,
    siteDir: tree.siteDir,
    logLevel: options.logLevel,
    logFile: join(tree.stateDir, `${name}.log`),
    env: {
      DATABASE_PATH: tree.databasePath,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      INSTANCE_ID: name,
      ...env,
    },
  });
}

function bareServer(name: string, logDir: string): Promise<ChildServer> {
  return startChildServer({
    args: ['--import', 'tsx', join('scripts', 'bench', 'bare-server.ts')],
    cwd: repoRoot,
    logFile: join(logDir, `${name}.log`),
    env: {},
  });
}

async function load(options: InstanceBenchOptions, url: string, headers: Record<string, string>): Promise<LoadFigures> {
  const figures = await options.tool.run({
    url,
    headers,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
  });
  if (figures.failures) throw new Error(`${url}: ${figures.failures}`);
  return figures;
}

/** Starts servers, runs `use` with their ports, and stops them all whatever happens. */
async function withServers<T>(start: (() => Promise<ChildServer>)[], use: (ports: number[]) => Promise<T>): Promise<T> {
  const servers: ChildServer[] = [];
  const stops: (() => Promise<unknown>)[] = [];
  try {
    for (const begin of start) {
      const server = await begin();
      servers.push(server);
      stops.push(whileRunning(() => server.stop()));
    }
    return await use(servers.map((server) => server.port));
  } finally {
    for (const stop of stops) await stop();
  }
}

export interface ScalingRow {
  name: string;
  one: number;
  two: number;
}

/** req/s through nginx with one instance and with two, per target, and the same for bare handlers. */
export async function measureScaling(options: InstanceBenchOptions): Promise<ScalingRow[]> {
  const rows: ScalingRow[] = [];
  const env = { FILE_DELIVERY: 'x-accel', TRUST_PROXY: '127.0.0.1' };
  const perCount: Record<number, number[]> = {};
  const targets = targetsOf(options.tree);
  for (const count of [1, 2]) {
    const starts = Array.from({ length: count }, (_, index) => () => portalOf(options, env, `instance-${index + 1}`));
    perCount[count] = await withServers(starts, (ports) =>
      behindNginx(options.tree, ports, async (origin) => {
        const [cookie] = await signInSessions(origin, 'demo', 1);
        const figures: number[] = [];
        for (const target of targets) {
          process.stdout.write(`  ${count} instance(s) behind nginx: ${target.name}… `);
          const result = await load(options, `${origin}${target.path}`, { ...target.headers, cookie: cookie ?? '' });
          console.log(`${result.requestsPerSecond.toFixed(0)} req/s`);
          figures.push(result.requestsPerSecond);
        }
        return figures;
      }),
    );
  }
  targets.forEach((target, index) => {
    rows.push({ name: target.name, one: perCount[1]?.[index] ?? 0, two: perCount[2]?.[index] ?? 0 });
  });

  const bare: Record<number, number> = {};
  for (const count of [1, 2]) {
    const starts = Array.from(
      { length: count },
      (_, index) => () => bareServer(`bare-${index + 1}`, options.tree.stateDir),
    );
    bare[count] = await withServers(starts, (ports) =>
      behindNginx(options.tree, ports, async (origin) => {
        process.stdout.write(`  ${count} bare Fastify handler(s) behind nginx… `);
        // The deploy config sends /api/ to the upstream; the bare handler answers / only, so it is asked through /api/.
        const result = await load(options, `${origin}/api/`, {});
        console.log(`${result.requestsPerSecond.toFixed(0)} req/s`);
        return result.requestsPerSecond;
      }),
    );
  }
  rows.push({ name: 'bare Fastify handler (the limit here)', one: bare[1] ?? 0, two: bare[2] ?? 0 });
  return rows;
}

export interface EngineRow {
  engine: string;
  manifestRps: number;
  manifestP99Ms: number;
  signInMedianMs: number;
  signInP95Ms: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

/** Sign-ins one after another, each from its own address (TRUST_PROXY), as a person would sign in. */
async function timeSignIns(origin: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const answer = await fetch(`${origin}/api/session`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      },
      body: JSON.stringify({ authKey: authKeyOf('demo') }),
    });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`Sign-in ${index + 1} answered ${answer.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

export async function measureEngines(options: InstanceBenchOptions): Promise<EngineRow[]> {
  const engines: [string, Record<string, string>][] = [['SQLite', {}]];
  if (options.databaseUrl) engines.push(['PostgreSQL', { DATABASE_URL: options.databaseUrl }]);
  const rows: EngineRow[] = [];
  for (const [engine, env] of engines) {
    const row = await withServers(
      [
        () =>
          startPortal({
            workDir: dirname(options.tree.databasePath),
            contentDir: options.tree.contentDir,
            contentBuildDir: options.tree.buildDir,
            siteDir: options.tree.siteDir,
            logLevel: options.logLevel,
            logFile: join(options.tree.stateDir, `engine-${engine}.log`),
            env: { DATABASE_PATH: `${options.tree.databasePath}.engines`, TRUST_PROXY: '127.0.0.1', ...env },
          }),
      ],
      async ([port]) => {
        const origin = `http://127.0.0.1:${port}`;
        const [cookie] = await signInSessions(origin, 'demo', 1);
        process.stdout.write(`  ${engine}: signed-in manifest… `);
        const manifest = await load(options, `${origin}/api/products/${options.tree.model}`, {
          'accept-encoding': 'br',
          cookie: cookie ?? '',
        });
        console.log(`${manifest.requestsPerSecond.toFixed(0)} req/s`);
        process.stdout.write(`  ${engine}: 200 sign-ins one at a time… `);
        const signIns = await timeSignIns(origin, 200);
        console.log(`median ${percentile(signIns, 0.5).toFixed(1)} ms`);
        return {
          engine,
          manifestRps: manifest.requestsPerSecond,
          manifestP99Ms: manifest.p99Ms,
          signInMedianMs: percentile(signIns, 0.5),
          signInP95Ms: percentile(signIns, 0.95),
        };
      },
    );
    rows.push(row);
  }
  return rows;
}

export function formatScaling(rows: ScalingRow[]): string {
  const lines = [
    `${'through nginx'.padEnd(40)}${'1 instance'.padStart(12)}${'2 instances'.padStart(13)}${'2 ÷ 1'.padStart(8)}`,
  ];
  for (const row of rows) {
    lines.push(
      `${row.name.padEnd(40)}${row.one.toFixed(0).padStart(12)}${row.two.toFixed(0).padStart(13)}${`${(row.two / row.one).toFixed(2)}×`.padStart(8)}`,
    );
  }
  return lines.join('\n');
}

export function formatEngines(rows: EngineRow[]): string {
  const lines = [
    `${'engine'.padEnd(12)}${'manifest req/s'.padStart(16)}${'p99 ms'.padStart(9)}${'sign-in p50 ms'.padStart(16)}${'p95 ms'.padStart(9)}`,
  ];
  for (const row of rows) {
    lines.push(
      `${row.engine.padEnd(12)}${row.manifestRps.toFixed(0).padStart(16)}${row.manifestP99Ms.toFixed(1).padStart(9)}${row.signInMedianMs.toFixed(1).padStart(16)}${row.signInP95Ms.toFixed(1).padStart(9)}`,
    );
  }
  return lines.join('\n');
}
