/**
 * Whatever the benchmark starts (portal, nginx, wrk) registers how to stop it here; everything
 * still running is stopped by PID when the benchmark ends, fails, or gets SIGINT or SIGTERM.
 */
type Stop = () => unknown;

const running = new Set<Stop>();

/** Registers a stop; the returned function runs it once and forgets it. */
export function whileRunning(stop: Stop): () => Promise<void> {
  running.add(stop);
  return async () => {
    if (!running.delete(stop)) return;
    await stop();
  };
}

export async function stopEverything(): Promise<void> {
  const stops = [...running];
  running.clear();
  await Promise.allSettled(stops.map(async (stop) => stop()));
}

/** On SIGINT or SIGTERM: stop everything, run `last` (cleanup), exit 128 + the signal's number. */
export function stopOnSignals(last: () => void): void {
  for (const [signal, number] of [
    ['SIGINT', 2],
    ['SIGTERM', 15],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping everything…`);
      void stopEverything().finally(() => {
        last();
        process.exit(128 + number);
      });
    });
  }
}
