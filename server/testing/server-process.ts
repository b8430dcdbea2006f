/**
 * Runs the real server (server/server.ts) as a child process for fault, attack and load tests:
 * fixture or given content, a temp database, NODE_ENV=test with a cheap scrypt cost
 * (SCRYPT_COST, refused outside NODE_ENV=test) and a random free port on 127.0.0.1.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..', '..');

/**
 * server/server.ts bundled into one ES module (dependencies stay in node_modules), so a fault
 * suite that starts the server dozens of times spends ~0.3 s per start instead of ~1.5 s under
 * tsx. The bundle lives under node_modules/.cache so its imports resolve like the source's.
 */
export async function bundleServer(): Promise<string> {
  const { build } = await import('esbuild');
  const folder = join(repoRoot, 'node_modules', '.cache', 'portal-server');
  mkdirSync(folder, { recursive: true });
  const outfile = join(folder, `server-${process.pid}-${randomUUID()}.mjs`);
  await build({
    entryPoints: [join(repoRoot, 'server', 'server.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    target: 'node24',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

export interface ServerProcessOptions {
  contentDir: string;
  buildDir: string;
  siteDir: string;
  databasePath: string;
  /** Extra or overriding environment. */
  env?: Record<string, string>;
  /** log2 of scrypt's N for the demo accounts. */
  scryptCost?: number;
  startTimeoutMs?: number;
  /** A file from bundleServer(); default: the TypeScript source under tsx. */
  bundle?: string;
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  origin: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal by PID; resolves when the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const args = options.bundle ? [options.bundle] : ['--import', 'tsx', 'server/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? '/tmp',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      SCRYPT_COST: String(options.scryptCost ?? 10),
      CONTENT_DIR: options.contentDir,
      CONTENT_BUILD_DIR: options.buildDir,
      SITE_DIR: options.siteDir,
      DATABASE_PATH: options.databasePath,
      ...options.env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));

  const port = await new Promise<number>((resolvePort, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${options.startTimeoutMs ?? 30_000} ms:\n${output}`));
    }, options.startTimeoutMs ?? 30_000);
    const onData = () => {
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolvePort(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });

  const pid = child.pid ?? 0;
  return {
    child,
    pid,
    port,
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) process.kill(pid, signal);
      return exited;
    },
  };
}
