/**
 * A real nginx in the foreground (daemon off) with a rendered config, as a child process of the
 * caller: started, waited for until it accepts connections, and stopped by its PID. Used by the
 * nginx layout test and `npm run bench` (its rows behind nginx).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

export const nginxBinary = '/usr/sbin/nginx';

export function nginxInstalled(): boolean {
  return existsSync(nginxBinary);
}

export interface NginxProcess {
  pid: number;
  /** Everything nginx wrote to stderr so far. */
  output(): string;
  /** Sends SIGQUIT (finish open requests, then exit) by PID; resolves when the master has exited. */
  stop(): Promise<void>;
}

/** True once something accepts TCP connections on the port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Writes the config into stateDir (named after the port, so two nginx processes can share the
 * folder), starts nginx on it and resolves once `port` accepts connections.
 */
export async function startNginx(
  config: string,
  stateDir: string,
  port: number,
  timeoutMs = 30_000,
): Promise<NginxProcess> {
  const configPath = join(stateDir, `nginx-${port}.conf`);
  writeFileSync(configPath, config);
  const child: ChildProcess = spawn(
    nginxBinary,
    ['-p', stateDir, '-c', configPath, '-e', 'stderr', '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = once(child, 'exit');
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const pid = child.pid ?? 0;
  const stop = async () => {
    try {
      if (!gone) process.kill(pid, 'SIGQUIT');
    } catch {
      // It exited between the check and the signal.
    }
    await exited;
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (gone) throw new Error(`nginx exited before listening on ${port}:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not listen on ${port} within ${timeoutMs} ms:\n${output}`);
    }
    // Polling the port is the only sign nginx gives that it is ready; each try is one connect.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { pid, output: () => output, stop };
}
