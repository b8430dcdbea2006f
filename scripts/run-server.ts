/**
 * How `npm start` and the benchmarks start the built server (build/server/server.js): Node with
 * the server's settings (serverNodeFlags), as `npm run serve` and the systemd unit do through the
 * built file's first line.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { builtServerPath, serverNodeFlags } from './build/server.mjs';

/** Node's arguments for the built server of the checkout at `root`, after any flags of the caller's own. */
export function serverArguments(root: string, extraFlags: readonly string[] = []): string[] {
  return [...serverNodeFlags, ...extraFlags, builtServerPath(root)];
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
