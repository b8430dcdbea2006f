/**
 * The portal (server/server.ts) as a child process for the benchmarks: 127.0.0.1, a free port, the
 * given folders and database, and a cheap scrypt cost (NODE_ENV=test, SCRYPT_COST=10: test-only,
 * refused in production) so signing in is quick. Stopped by its PID. Imports nothing from server/
 * (scripts/ may not).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');

export interface PortalFolders {
  contentDir: string;
  buildDir: string;
  siteDir: string;
  databasePath: string;
}

export interface PortalProcess {
  pid: number;
  origin: string;
  port: number;
  /** SIGTERM by PID; resolves with the exit code or signal once the process has exited. */
  stop(): Promise<string>;
}

/** Starts the portal; resolves once it says where it listens. `env` adds or overrides settings. */
export async function startPortal(folders: PortalFolders, env: Record<string, string> = {}): Promise<PortalProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join('server', 'server.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SCRYPT_COST: '10',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_PATH: folders.databasePath,
      CONTENT_DIR: folders.contentDir,
      CONTENT_BUILD_DIR: folders.buildDir,
      SITE_DIR: folders.siteDir,
      ...env,
    },
  });
  const exited = once(child, 'exit');
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!match?.[1]) return;
      // Request log lines keep coming: read and drop them, so the pipe never fills and stalls the server.
      child.stdout?.off('data', read);
      child.stdout?.resume();
      resolve(match[1]);
    };
    child.stdout?.on('data', read);
    exited.then(() => reject(new Error(`The server exited before listening:\n${output}`)));
  });
  const pid = child.pid ?? 0;
  return {
    pid,
    origin,
    port: Number(new URL(origin).port),
    stop: async () => {
      try {
        if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGTERM');
      } catch {
        // It exited between the check and the signal.
      }
      const [code, signal] = await exited;
      return String(code ?? signal);
    },
  };
}

/** What the login page sends for a password: SHA-256 hex of the trimmed text. */
export const authKeyOf = (password: string) => createHash('sha256').update(password.trim()).digest('hex');

/** Signs in and returns the session cookie as `name=value`. */
export async function signInCookie(origin: string, password: string): Promise<string> {
  const answer = await fetch(`${origin}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ authKey: authKeyOf(password) }),
  });
  const cookie = answer.headers
    .getSetCookie()
    .find((line) => line.startsWith('__Host-portal_session='))
    ?.split(';')[0];
  if (answer.status !== 200 || !cookie) throw new Error(`Sign-in failed: ${answer.status}`);
  return cookie;
}
