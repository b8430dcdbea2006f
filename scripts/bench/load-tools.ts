/**
 * Drives load at one address and returns what the comparison prints: wrk (one thread) when it is
 * installed, autocannon otherwise. Both keep `connections` connections busy for `durationSeconds`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { autocannon } from './autocannon';

export interface LoadRun {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  mebibytesPerSecond: number;
  p99Ms: number;
  /** Failed or non-2xx/3xx answers, spelled out; empty when there were none. */
  failures: string;
}

export interface LoadTool {
  name: string;
  run(run: LoadRun): Promise<LoadFigures>;
  /** Stops a run in progress (Ctrl-C, errors). */
  stop(): void;
}

/** A request taking longer than this counts as failed; an 8 MiB answer over 100 busy connections needs seconds. */
const timeoutSeconds = 30;

const mebibyte = 1024 * 1024;
const byteUnits: Record<string, number> = { B: 1, KB: 1024, MB: mebibyte, GB: 1024 * mebibyte };
const msUnits: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function numberAfter(text: string, pattern: RegExp, what: string): RegExpExecArray {
  const match = pattern.exec(text);
  if (!match) throw new Error(`wrk printed no ${what}:\n${text}`);
  return match;
}

/** Reads wrk's report (with --latency). */
export function parseWrkReport(text: string): LoadFigures {
  const [, requests = ''] = numberAfter(text, /Requests\/sec:\s+([\d.]+)/, 'Requests/sec');
  const [, transfer = '', transferUnit = 'B'] = numberAfter(text, /Transfer\/sec:\s+([\d.]+)([KMG]?B)/, 'Transfer/sec');
  const [, p99 = '', p99Unit = 'ms'] = numberAfter(text, /^\s*99%\s+([\d.]+)(us|ms|s|m)\s*$/m, '99% latency');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(text);
  const failures = [
    socket ? `socket errors: connect ${socket[1]}, read ${socket[2]}, write ${socket[3]}, timeout ${socket[4]}` : '',
    non2xx ? `${non2xx[1]} non-2xx/3xx` : '',
  ].filter(Boolean);
  return {
    requestsPerSecond: Number(requests),
    mebibytesPerSecond: (Number(transfer) * (byteUnits[transferUnit] ?? 1)) / mebibyte,
    p99Ms: Number(p99) * (msUnits[p99Unit] ?? 1),
    failures: failures.join('; '),
  };
}

function wrk(): LoadTool {
  let running: ChildProcess | undefined;
  return {
    name: 'wrk (1 thread)',
    run: ({ url, headers, connections, durationSeconds }) =>
      new Promise((resolve, reject) => {
        const args = [
          '-t1',
          `-c${connections}`,
          `-d${durationSeconds}s`,
          '--timeout',
          `${timeoutSeconds}s`,
          '--latency',
        ];
        for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
        const child = spawn('wrk', [...args, url], { stdio: ['ignore', 'pipe', 'pipe'] });
        running = child;
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString('utf8');
        });
        child.stderr.on('data', (chunk: Buffer) => {
          output += chunk.toString('utf8');
        });
        child.once('error', reject);
        child.once('exit', (code, signal) => {
          running = undefined;
          if (code !== 0) reject(new Error(`wrk ended with ${code ?? signal}:\n${output}`));
          else {
            try {
              resolve(parseWrkReport(output));
            } catch (error) {
              reject(error);
            }
          }
        });
      }),
    stop: () => {
      if (running?.pid !== undefined && running.exitCode === null) running.kill('SIGTERM');
    },
  };
}

function autocannonTool(): LoadTool {
  return {
    name: 'autocannon (wrk is not installed)',
    run: async ({ url, headers, connections, durationSeconds }) => {
      const result = await autocannon({
        url,
        headers,
        connections,
        duration: durationSeconds,
        timeout: timeoutSeconds,
      });
      const failures = [
        result.errors > 0 ? `${result.errors} errors (${result.timeouts} timeouts)` : '',
        result.non2xx > 0 ? `${result.non2xx} non-2xx` : '',
      ].filter(Boolean);
      return {
        requestsPerSecond: result.requests.average,
        mebibytesPerSecond: result.throughput.average / mebibyte,
        p99Ms: result.latency.p99,
        failures: failures.join('; '),
      };
    },
    // autocannon runs in this process, which exits after the stop anyway.
    stop: () => {},
  };
}

export function loadTool(): LoadTool {
  const probe = spawnSync('wrk', ['--version'], { stdio: 'ignore' });
  return probe.error ? autocannonTool() : wrk();
}
