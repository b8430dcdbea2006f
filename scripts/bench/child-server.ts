/**
 * A server under measurement, run as a child process on 127.0.0.1 and a free port. Its output
 * goes to a file, so that a log line per request costs the server what it costs in production
 * and not the measuring process; it is ready once it prints where it listens, and is stopped by
 * its PID, by the benchmark's end too (run-bench.ts).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { authKeyOf } from '../../engine/shared/accounts/auth-key';
import { buildServer, serverBuildIsFresh } from '../build/server.mjs';
import { serverArguments } from '../run-server';
import { built, repoRoot } from './built';
import { onStop } from './run-bench';

export interface ChildServer {
  pid: number;
  origin: string;
  port: number;
  /** SIGTERM by PID; resolves with the exit code (or signal) once it has exited. */
  stop(): Promise<string>;
}

export async function startChildServer(options: {
  /** Node's arguments: flags, then the script and its own. */
  args: string[];
  env: Record<string, string>;
  logFile: string;
}): Promise<ChildServer> {
  const out = openSync(options.logFile, 'w');
  const child = spawn(process.execPath, options.args, {
    cwd: repoRoot,
    stdio: ['ignore', out, out],
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...options.env },
  });
  closeSync(out);
  let gone = false;
  const exited = once(child, 'exit').then(([code, signal]) => {
    gone = true;
    return String(code ?? signal);
  });
  const stop = onStop(async () => {
    child.kill('SIGTERM');
    await exited;
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const output = readFileSync(options.logFile, 'utf8');
    const origin = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    if (origin !== undefined) {
      const port = Number(new URL(origin).port);
      return { pid: child.pid ?? 0, origin, port, stop: () => stop().then(() => exited) };
    }
    if (gone || Date.now() > deadline) {
      if (!gone) child.kill('SIGKILL');
      await stop();
      throw new Error(`The server did not start (${options.args.join(' ')}):\n${output}`);
    }
    await delay(50);
  }
}

/**
 * This checkout's built server (rebuilt first when its sources changed, so a measurement never
 * meets older code, and run with a release's Node settings) in test mode with a cheap scrypt cost
 * (NODE_ENV=test, SCRYPT_COST=10: refused in production), with its own database in `workDir`
 * (default: a temporary folder removed when it stops), serving what `npm run build` wrote unless
 * told otherwise.
 */
export async function startPortal(options: {
  workDir?: string;
  contentDir?: string;
  contentBuildDir?: string;
  siteDir?: string;
  logLevel?: string;
  logFile?: string;
  /** More settings, or others than the defaults (e.g. FILE_DELIVERY). */
  env?: Record<string, string>;
}): Promise<ChildServer> {
  if (!serverBuildIsFresh(repoRoot)) await buildServer(repoRoot);
  const workDir = options.workDir ?? mkdtempSync(join(tmpdir(), 'portal-bench-'));
  if (options.workDir === undefined) onStop(() => rmSync(workDir, { recursive: true, force: true }));
  return startChildServer({
    args: serverArguments(repoRoot),
    logFile: options.logFile ?? join(workDir, 'server.log'),
    env: {
      NODE_ENV: 'test',
      SCRYPT_COST: '10',
      // A benchmark's few sessions ask far faster than any person; the limit still runs, never refuses.
      SESSION_FILE_REQUESTS_PER_MINUTE: '1000000',
      SESSION_SEARCHES_PER_MINUTE: '1000000',
      LOG_LEVEL: options.logLevel ?? 'warn',
      DATABASE_PATH: join(workDir, 'portal.sqlite'),
      CONTENT_DIR: options.contentDir ?? built.contentDir,
      CONTENT_BUILD_DIR: options.contentBuildDir ?? built.buildDir,
      SITE_DIR: options.siteDir ?? built.siteDir,
      ...options.env,
    },
  });
}

/** Signs in with a password as the login page does; resolves with the session's Cookie value. */
export async function signInSession(origin: string, password: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${origin}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ authKey: authKeyOf(password) }),
  });
  const cookie = answer.headers
    .getSetCookie()
    .find((line) => line.startsWith('__Host-portal_session='))
    ?.split(';')[0];
  if (answer.status !== 200 || !cookie) throw new Error(`Sign-in failed: ${answer.status}`);
  return cookie;
}

/** `count` sessions signed in one after another; their Cookie values. */
export async function signInSessions(origin: string, password: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let index = 0; index < count; index++) cookies.push(await signInSession(origin, password));
  return cookies;
}
