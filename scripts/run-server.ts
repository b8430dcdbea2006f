/**
 * How the server process is started, by `npm start`, `npm run serve` and the benchmarks alike:
 * Node with the settings below, loading server/server.ts through tsx.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';

/**
 * Every request allocates a few kilobytes that die young (request, reply, headers, log line).
 * Node's default young generation (16 MiB semi-spaces at most) fills many times a second under
 * load, and each scavenge copies what is still alive. 32 MiB semi-spaces halve how often that
 * happens: measured under 100 connections, a product manifest costs 23 µs of main-thread time
 * instead of 25 (about 10 % more answers a second) and a small gated PDF 39.5 instead of 41, for
 * at most 32 MiB more memory per instance. Larger semi-spaces measured no better.
 *
 * Allocation-site pretenuring is off. V8 watches what survives each scavenge and, when most
 * objects made at one place in the code are still alive, makes that place allocate straight into
 * the old generation from then on. Under load a scavenge always finds the requests of the current
 * turn alive, so now and then a fresh process judges per-request objects long-lived and keeps that
 * judgement for its whole life: it promotes about 100 MiB of garbage a second, runs more than one
 * full mark-compact a second and answers up to a third fewer requests. Measured on a product
 * manifest (`npm run bench:gc`), that befell 11 of 58 fresh processes with pretenuring and none of
 * 22 without, and the others answered as fast either way. What the server keeps for long (the
 * compiled content) is made once, at start-up, where pretenuring would gain little.
 */
export const serverNodeFlags: readonly string[] = ['--max-semi-space-size=32', '--no-allocation-site-pretenuring'];

/** Node's arguments for the server of the checkout at `root`, after any flags of the caller's own. */
export function serverArguments(root: string, extraFlags: readonly string[] = []): string[] {
  return [...serverNodeFlags, ...extraFlags, '--import', 'tsx', join(root, 'server', 'server.ts')];
}

/**
 * Runs the server until it stops and exits with its status (a signal as 128 + its number, as
 * shells do), so a supervisor sees a clean stop as one.
 */
export function runServer(root: string): void {
  const server = spawn(process.execPath, serverArguments(root), { cwd: root, stdio: 'inherit' });
  // npm passes a stop signal to its script, which package.json starts with `exec` so that no shell
  // in between dies of it alone. Passed on here, it lets the server finish its downloads and close
  // the database; this process exits only after the server, so the port is free when npm has exited.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
}
