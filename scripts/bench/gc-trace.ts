/**
 * Reads what Node prints with `--trace-gc --trace-gc-nvp`: one line per collection, in name=value
 * pairs, tagged with the process id and the isolate. The server runs two isolates (the main thread
 * and tsx's module loader); the main thread's is the one that collects most.
 */

export interface GcFigures {
  scavenges: number;
  markCompacts: number;
  /** Bytes moved from the young to the old generation by the scavenges. */
  promotedBytes: number;
  /** Time the main thread stood still for collections. */
  pauseMs: number;
}

const line = /^\[\d+:(0x[0-9a-f]+)\]\s+\d+ ms: (.*)$/;

function number(pairs: string, name: string): number | undefined {
  const found = new RegExp(`(?:^| )${name}=([\\d.]+)`).exec(pairs);
  return found ? Number(found[1]) : undefined;
}

/**
 * The main isolate's collections in a stretch of the server's output. Lines that are not whole
 * (cut at the stretch's ends, or split by the request log written to the same file) are skipped.
 */
export function gcFiguresOf(output: string): GcFigures {
  const byIsolate = new Map<string, GcFigures>();
  for (const text of output.split('\n')) {
    const [, isolate = '', pairs = ''] = line.exec(text) ?? [];
    const kind = /(?:^| )gc=(\w+)/.exec(pairs)?.[1];
    const pause = number(pairs, 'pause');
    if (!kind || pause === undefined) continue;
    const figures = byIsolate.get(isolate) ?? { scavenges: 0, markCompacts: 0, promotedBytes: 0, pauseMs: 0 };
    if (kind === 's') {
      figures.scavenges++;
      figures.promotedBytes += number(pairs, 'promoted') ?? 0;
    } else if (kind === 'mc') {
      figures.markCompacts++;
    } else {
      continue;
    }
    figures.pauseMs += pause;
    byIsolate.set(isolate, figures);
  }
  const busiest = [...byIsolate.values()].sort(
    (a, b) => b.scavenges + b.markCompacts - (a.scavenges + a.markCompacts),
  )[0];
  return busiest ?? { scavenges: 0, markCompacts: 0, promotedBytes: 0, pauseMs: 0 };
}
