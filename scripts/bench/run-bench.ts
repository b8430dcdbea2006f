/**
 * How every benchmark runs: whatever it starts registers its stop here, and everything still
 * running is stopped by PID, last started first, when the benchmark ends, fails, or gets Ctrl+C
 * or SIGTERM. A failure is printed as one line and makes the exit status 1.
 */
type Stop = () => unknown;

const stops: Stop[] = [];

/** Registers a stop; the function returned runs it once. */
export function onStop(stop: Stop): () => Promise<void> {
  stops.push(stop);
  return async () => {
    const index = stops.indexOf(stop);
    if (index === -1) return;
    stops.splice(index, 1);
    await stop();
  };
}

async function stopEverything(): Promise<void> {
  for (let stop = stops.pop(); stop; stop = stops.pop()) {
    await Promise.resolve()
      .then(stop)
      .catch((error: unknown) => console.error(error instanceof Error ? error.message : error));
  }
}

export function runBench(main: () => Promise<unknown>): void {
  for (const [signal, exitCode] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping what the benchmark started…`);
      void stopEverything().finally(() => process.exit(exitCode));
    });
  }
  void main()
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    })
    .finally(stopEverything);
}
