/**
 * An npm command that runs the portal (`npm start`, `npm run serve`) as an operator starts it:
 * in its own process group (so a failed test can end everything it started), on a free port of
 * 127.0.0.1, with only the environment given here.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { waitFor } from '../../faults/testing/fault-server';

export interface NpmServer {
  child: ChildProcess;
  /** Everything npm and the server printed so far. */
  output(): string;
  /** The port once the server says it listens; throws if npm exits first. */
  listening(timeoutMs: number): Promise<number>;
  /** SIGKILL to the whole process group, whether npm is still there or not. */
  killGroup(): void;
}

export function startNpmServer(args: readonly string[], cwd: string, env: Record<string, string>): NpmServer {
  const child = spawn('npm', [...args], {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? tmpdir(),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk));
  return {
    child,
    output: () => output,
    listening: async (timeoutMs) => {
      let port = 0;
      await waitFor(
        () => {
          if (child.exitCode !== null) throw new Error(`npm ${args.join(' ')} exited ${child.exitCode}:\n${output}`);
          port = Number(/listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1] ?? 0);
          return port > 0;
        },
        `npm ${args.join(' ')} to listen`,
        timeoutMs,
      );
      return port;
    },
    killGroup: () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group has already gone.
      }
    },
  };
}
