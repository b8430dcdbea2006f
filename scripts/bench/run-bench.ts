/**
 * Runs a benchmark on its own bench tree (bench-tree.ts) with the load tool of this machine.
 * Everything it starts is stopped by PID and the tree removed when it ends, fails or gets Ctrl-C;
 * a failure is printed as one line and the script exits with 1.
 */
import { type BenchTree, createBenchTree } from './bench-tree';
import { type LoadTool, loadTool } from './load-tools';
import { stopEverything, stopOnSignals, whileRunning } from './stop-on-exit';

export function runBench(work: (tree: BenchTree, tool: LoadTool) => Promise<void>): void {
  const run = async () => {
    const tree = createBenchTree();
    stopOnSignals(() => tree.remove());
    const tool = loadTool();
    whileRunning(() => tool.stop());
    try {
      await work(tree, tool);
    } finally {
      await stopEverything();
      tree.remove();
    }
  };
  void settle(run());
}

/**
 * Ends a benchmark's run: with the exit code its promise gives, if any; a failure is printed as
 * one line and the script exits with 1.
 */
export function settle(main: Promise<unknown>): Promise<void> {
  return main.then(
    (code) => {
      if (typeof code === 'number') process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
