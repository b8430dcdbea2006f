/** The main thread's work during one page load, from a Chrome trace: what each task cost in wall and CPU time. */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time, µs. */
  dur?: number;
  /** Time the thread was on a CPU, µs. */
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadFigures {
  /** CPU time of every task. */
  cpuMs: number;
  /** Each task's CPU time beyond 50 ms, added up: the blocking a busy machine cannot inflate. */
  cpuBlockingMs: number;
  /** Each task's wall time beyond 50 ms, added up: Total Blocking Time as the throttled browser lived it. */
  wallBlockingMs: number;
  longestTaskMs: number;
}

/** Trace categories that carry the renderer's tasks with their CPU time. */
export const mainThreadCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'];

const longTask = 50_000;

/**
 * The figures of the page's main thread: of the renderer threads named CrRendererMain, the one
 * that ran longest (other renderers, such as the blank tab's, hardly run at all).
 */
export function mainThreadFigures(trace: Uint8Array): MainThreadFigures {
  const events = (JSON.parse(Buffer.from(trace).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const tasksByThread = new Map<string, TraceEvent[]>();
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || !mainThreads.has(thread)) continue;
    tasksByThread.set(thread, [...(tasksByThread.get(thread) ?? []), event]);
  }
  const wallOf = (tasks: TraceEvent[]) => tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  const tasks = [...tasksByThread.values()].sort((a, b) => wallOf(b) - wallOf(a))[0] ?? [];
  const ms = (us: number) => us / 1000;
  const beyondLong = (us: number | undefined) => Math.max(0, (us ?? 0) - longTask);
  return {
    cpuMs: ms(tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0)),
    cpuBlockingMs: ms(tasks.reduce((sum, task) => sum + beyondLong(task.tdur), 0)),
    wallBlockingMs: ms(tasks.reduce((sum, task) => sum + beyondLong(task.dur), 0)),
    longestTaskMs: ms(Math.max(0, ...tasks.map((task) => task.dur ?? 0))),
  };
}
