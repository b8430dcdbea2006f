/**
 * The real server for the benchmarks that measure the demo content as it is built: the
 * repository's compiled content and built site, a temporary database that goes with the server.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, startPortal } from './child-server';

export const benchDirs = {
  contentDir: join(repoRoot, 'content'),
  buildDir: join(repoRoot, 'build', 'content'),
  siteDir: join(repoRoot, 'build', 'site'),
};

/** The password of the demo account that sees every product line (README, "Demo accounts"). */
export const demoPassword = 'demo';

export interface BenchServer {
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
  const removeWork = () => rmSync(work, { recursive: true, force: true });
  try {
    const server = await startPortal({
      workDir: work,
      contentDir: benchDirs.contentDir,
      contentBuildDir: benchDirs.buildDir,
      siteDir: benchDirs.siteDir,
      logLevel: 'warn',
      env,
    });
    return {
      pid: server.pid,
      origin: server.origin,
      stop: async () => {
        const status = await server.stop();
        removeWork();
        return status;
      },
    };
  } catch (error) {
    removeWork();
    throw error;
  }
}
