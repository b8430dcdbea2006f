/**
 * A real nginx in the foreground (daemon off) with an installed configuration
 * (scripts/deploy/nginx-config.ts) or one of its own, as a child process of the caller: checked,
 * started, waited for until it accepts connections, and stopped by its PID. Used by the nginx
 * tests and the rows behind nginx of `npm run bench`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

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

/** `nginx -t`: what nginx says of the configuration; throws with it when nginx refuses the configuration. */
export function checkNginx(configPath: string, prefix: string): string {
  const check = spawnSync(nginxBinary, ['-t', '-p', prefix, '-c', configPath, '-e', 'stderr'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused ${configPath}:\n${check.stderr}`);
  return check.stderr;
}

/** Starts nginx on the configuration, its prefix the given folder, and resolves once `port` accepts connections. */
export async function startNginx(
  configPath: string,
  prefix: string,
  port: number,
  timeoutMs = 30_000,
): Promise<NginxProcess> {
  const child: ChildProcess = spawn(
    nginxBinary,
    ['-p', prefix, '-c', configPath, '-e', 'stderr', '-g', 'daemon off;'],
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
