/** autocannon, the load generator of the benchmarks, with the shapes they use (it ships no TypeScript types). */
import { createRequire } from 'node:module';

export interface Histogram {
  average: number;
  p50: number;
  p99: number;
  max: number;
}

export interface AutocannonResult {
  requests: Histogram & { total: number; sent: number };
  latency: Histogram;
  /** Bytes per second. */
  throughput: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
  statusCodeStats: Record<string, { count: number }>;
}

export interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
}

interface AutocannonClient {
  setRequests(requests: LoadRequest[]): void;
}

type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  /** Seconds a request may take before it counts as a timeout. */
  timeout?: number;
  headers?: Record<string, string>;
  requests?: LoadRequest[];
  setupClient?: (client: AutocannonClient) => void;
}) => Promise<AutocannonResult>;

export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/**
 * Drives the requests over `connections` connections for `duration` seconds; connection n sends
 * cookie n modulo their count, so the load spreads over several sessions as real users' would.
 */
export function driveLoad(options: {
  origin: string;
  connections: number;
  duration: number;
  requests: LoadRequest[];
  cookies?: readonly string[];
}): Promise<AutocannonResult> {
  const cookies = options.cookies ?? [];
  let next = 0;
  return autocannon({
    url: options.origin,
    connections: options.connections,
    duration: options.duration,
    requests: options.requests,
    setupClient: (client) => {
      const cookie = cookies[next++ % Math.max(1, cookies.length)];
      if (cookie === undefined) return;
      client.setRequests(options.requests.map((request) => ({ ...request, headers: { ...request.headers, cookie } })));
    },
  });
}
