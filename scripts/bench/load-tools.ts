/** Load on a server under measurement: autocannon (loaded with createRequire: it ships no TypeScript types), and a check before it. */
import { createRequire } from 'node:module';

export interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
}

/** The part of autocannon's result the benchmarks read. */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  /** Bytes per second. */
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Seconds. */
  duration: number;
  statusCodeStats: Record<string, { count: number }>;
}

type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  /** Seconds a request may take before it counts as a timeout. */
  timeout: number;
  requests: LoadRequest[];
  setupClient: (client: { setRequests(requests: LoadRequest[]): void }) => void;
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface LoadFigures {
  requests: number;
  perSecond: number;
  mebibytesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Failed and non-2xx answers, spelled out; empty when there were none. */
  failures: string;
  /** How many answers had each status, e.g. `200×1169`. */
  statuses: string;
}

function figuresOf(result: AutocannonResult): LoadFigures {
  const failed = result.errors > 0 || result.non2xx > 0;
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    mebibytesPerSecond: result.throughput.average / 1024 / 1024,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    failures: failed ? `${result.errors} error(s) (${result.timeouts} timeouts), ${result.non2xx} non-2xx` : '',
    statuses: Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status}×${count}`)
      .join(', '),
  };
}

/**
 * Keeps `connections` connections busy with the requests for `duration` seconds; connection n
 * sends cookie n modulo their count, so the load spreads over several sessions as real users' does.
 */
export async function driveLoad(options: {
  origin: string;
  connections: number;
  duration: number;
  requests: LoadRequest[];
  cookies?: readonly string[];
}): Promise<LoadFigures> {
  const cookies = options.cookies ?? [];
  let next = 0;
  const result = await autocannon({
    url: options.origin,
    connections: options.connections,
    duration: options.duration,
    // An 8 MiB answer to each of many connections of a busy machine takes seconds.
    timeout: 30,
    requests: options.requests,
    setupClient: (client) => {
      const cookie = cookies[next++ % Math.max(1, cookies.length)];
      if (cookie === undefined) return;
      client.setRequests(options.requests.map((request) => ({ ...request, headers: { ...request.headers, cookie } })));
    },
  });
  return figuresOf(result);
}

/**
 * One request before an address is measured, so a wrong setup shows as an error and not as fast
 * refusals counted as answers: it must answer 200 with the whole body (of `size` bytes, when given).
 */
export async function expectAnswer(url: string, headers: Record<string, string>, size?: number): Promise<void> {
  const answer = await fetch(url, { headers });
  const body = Buffer.from(await answer.arrayBuffer());
  if (answer.status !== 200 || (size !== undefined && body.length !== size)) {
    throw new Error(`${url} answered ${answer.status} with ${body.length} bytes`);
  }
}
