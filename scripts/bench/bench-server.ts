/**
 * The real server as a child process for the benchmarks: server/server.ts on 127.0.0.1, a free
 * port, a temporary database, the repository's compiled content and built site. scripts/ may not
 * import server/, so it is started the way an operator starts it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');

export const benchDirs = {
  contentDir: join(repoRoot, 'content'),
  buildDir: join(repoRoot, 'build', 'content'),
  siteDir: join(repoRoot, 'build', 'site'),
};

/** The password of the demo account that sees every product line (README, "Demo accounts"). */
export const demoPassword = 'demo';

export interface BenchServer {
  child: ChildProcess;
  pid: number;
  origin: string;
  /** SIGTERM by PID; resolves with the exit code or signal, then removes the temporary database. */
  stop(): Promise<string>;
}

/** Exits with a hint when what the benchmark serves has not been built. */
export function requireBuilt(what: { content: boolean; site: boolean }): void {
  const missing = [
    what.content && !existsSync(join(benchDirs.buildDir, 'files.json')) && 'compiled content',
    what.site && !existsSync(join(benchDirs.siteDir, 'index.html')) && 'the built site',
  ].filter(Boolean);
  if (missing.length === 0) return;
  console.error(`No ${missing.join(' and no ')}: run \`npm run build\` first.`);
  process.exit(2);
}

/** Starts the server with these settings on top of the defaults; resolves once it says where it listens. */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const work = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join('server', 'server.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_PATH: join(work, 'portal.sqlite'),
      CONTENT_DIR: benchDirs.contentDir,
      CONTENT_BUILD_DIR: benchDirs.buildDir,
      SITE_DIR: benchDirs.siteDir,
      ...env,
    },
  });
  const exited = once(child, 'exit');
  const removeWork = () => rmSync(work, { recursive: true, force: true });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    exited.then(() => {
      removeWork();
      reject(new Error(`The server exited before listening:\n${output}`));
    });
  });
  const pid = child.pid ?? 0;
  return {
    child,
    pid,
    origin,
    stop: async () => {
      process.kill(pid, 'SIGTERM');
      const [code, signal] = await exited;
      removeWork();
      return String(code ?? signal);
    },
  };
}
