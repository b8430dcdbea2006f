/** CPU time of a server under measurement, from /proc (Linux), so a busy machine still shows what one request costs. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const clockTicksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * User and system CPU time so far, in ms: of the whole process, or of one of its threads (the
 * main thread's id is the process id). Undefined without /proc or once the process has gone.
 */
export function cpuMsOf(pid: number, thread?: number): number | undefined {
  try {
    const stat = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
  } catch {
    return undefined;
  }
}
