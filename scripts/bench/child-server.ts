/**
 * A server under measurement, run as a child process on 127.0.0.1 and a free port. Its output
 * goes to a file, so that a log line per request costs the server what it costs in production
 * and not the measuring process; it is ready once it prints where it listens, and is stopped by
 * its PID.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { authKeyOf } from '../../engine/shared/accounts/auth-key';
import { buildServer, serverBuildIsFresh } from '../build/server.mjs';
import { serverArguments } from '../run-server';

export const repoRoot = join(import.meta.dirname, '..', '..');

export interface ChildServer {
  pid: number;
  origin: string;
  port: number;
  /** Everything the server printed. */
  logFile: string;
  /** SIGTERM by PID; resolves with the exit code (or signal) once it has exited. */
  stop(): Promise<string>;
}

const startTimeoutMs = 60_000;
const pollMs = 50;

export async function startChildServer(options: {
  /** Node's arguments: flags, then the script and its own. */
  args: string[];
  /** Where it runs; default: this repository. */
  cwd?: string;
  env: Record<string, string>;
  logFile: string;
}): Promise<ChildServer> {
  const out = openSync(options.logFile, 'w');
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd ?? repoRoot,
    stdio: ['ignore', out, out],
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...options.env },
  });
  closeSync(out);
  const exited = once(child, 'exit').then(([code, signal]) => String(code ?? signal));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + startTimeoutMs;
  let origin: string | undefined;
  while (origin === undefined) {
    const output = readFileSync(options.logFile, 'utf8');
    origin = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    if (origin !== undefined) break;
    if (gone || Date.now() > deadline) {
      if (!gone) child.kill('SIGKILL');
      throw new Error(`The server did not start (${options.args.join(' ')}):\n${output}`);
    }
    await delay(pollMs);
  }
  const pid = child.pid ?? 0;
  return {
    pid,
    origin,
    port: Number(new URL(origin).port),
    logFile: options.logFile,
    stop: async () => {
      if (!gone) process.kill(pid, 'SIGTERM');
      return exited;
    },
  };
}

/** Node's arguments for this checkout's built server, rebuilt first when stale, so a measurement never meets older code. */
async function portalArguments(): Promise<string[]> {
  if (!serverBuildIsFresh(repoRoot)) await buildServer(repoRoot);
  return serverArguments(repoRoot);
}

/**
 * The portal (portalArguments) in test mode with a cheap scrypt cost (NODE_ENV=test,
 * SCRYPT_COST=10: refused in production), its own database in `workDir`, and the given content.
 */
export async function startPortal(options: {
  workDir: string;
  contentDir: string;
  contentBuildDir: string;
  siteDir: string;
  logLevel: string;
  logFile?: string;
  /** More settings, or others than the defaults (e.g. FILE_DELIVERY). */
  env?: Record<string, string>;
}): Promise<ChildServer> {
  return startChildServer({
    args: await portalArguments(),
    logFile: options.logFile ?? join(options.workDir, 'server.log'),
    env: {
      NODE_ENV: 'test',
      SCRYPT_COST: '10',
      // A benchmark's few sessions ask far faster than any person; the limit still runs, never refuses.
      SESSION_FILE_REQUESTS_PER_MINUTE: '1000000',
      SESSION_SEARCHES_PER_MINUTE: '1000000',
      LOG_LEVEL: options.logLevel,
      DATABASE_PATH: join(options.workDir, 'portal.sqlite'),
      CONTENT_DIR: options.contentDir,
      CONTENT_BUILD_DIR: options.contentBuildDir,
      SITE_DIR: options.siteDir,
      ...options.env,
    },
  });
}

/** Signs in `count` sessions with a password, as the login page does; returns their Cookie values. */
export async function signInSessions(origin: string, password: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let index = 0; index < count; index++) {
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
    cookies.push(cookie);
  }
  return cookies;
}
