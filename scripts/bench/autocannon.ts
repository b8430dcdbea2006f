/** autocannon, with the shapes the benchmarks use (it ships no TypeScript types). */
import { createRequire } from 'node:module';

interface Histogram {
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
interface AutocannonClient {
  setRequests(requests: { method: string; path: string; headers: Record<string, string> }[]): void;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  /** Seconds a request may take before it counts as a timeout. */
  timeout?: number;
  headers?: Record<string, string>;
  requests?: { method: string; path: string }[];
  setupClient?: (client: AutocannonClient) => void;
}) => Promise<AutocannonResult>;

export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
