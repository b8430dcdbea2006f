/**
 * What /metrics reports about this instance, in prom-client's registry of its own (so two apps
 * in one process, as in tests, count apart), beside the process metrics of process-metrics.ts.
 * Label values are only ever route patterns, methods, statuses, file kinds and fixed outcome
 * names: never an address, a file name or an account name.
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FileKind } from '../../engine/compiler/files/file-index';
import { processMetrics } from './process-metrics';

export interface PoolStats {
  /** Connections open, idle or busy. */
  size: number;
  inUse: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export type SignInOutcome = 'ok' | 'failed' | 'limited';
const signInOutcomes: readonly SignInOutcome[] = ['ok', 'failed', 'limited'];

/** The route label of a request no route matched, so a probed address never becomes a label. */
export const unmatchedRoute = 'unmatched';

export interface PortalMetrics {
  /** One answered request: its route pattern (or unmatchedRoute), status and time in milliseconds. */
  observeRequest(method: string, route: string, status: number, elapsedMs: number): void;
  signIn(outcome: SignInOutcome): void;
  /** A file whose delivery was audited: its bytes as sent by the portal or, with x-accel, by nginx. */
  fileDelivered(kind: FileKind, bytes: number): void;
  /** The Prometheus text exposition of this instance and its process. */
  text(): Promise<string>;
  contentType: string;
}

/** From a fast cached answer to a slow download; the last bucket is the request timeout's order. */
const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export function createPortalMetrics(options: { poolStats: () => PoolStats | undefined }): PortalMetrics {
  const ownProcess = processMetrics();
  const registry = new Registry();
  const registers = [registry];
  const requests = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by route pattern, method and status; _count counts requests.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: latencyBuckets,
    registers,
  });
  const signIns = new Counter({
    name: 'portal_sign_ins_total',
    help: 'Password checks by outcome: ok, failed (wrong or malformed password, or a sign-in request from another site), limited (refused unchecked: too many attempts, or the server too busy or stopping).',
    labelNames: ['outcome'] as const,
    registers,
  });
  for (const outcome of signInOutcomes) signIns.inc({ outcome }, 0);
  const files = new Counter({
    name: 'portal_files_delivered_total',
    help: 'Documents, secure downloads and training files delivered (audited), by kind.',
    labelNames: ['kind'] as const,
    registers,
  });
  const bytes = new Counter({
    name: 'portal_file_bytes_delivered_total',
    help: 'Bytes of the delivered files (of the requested range), by kind.',
    labelNames: ['kind'] as const,
    registers,
  });
  const pool = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name,
      help: `${help} (0 with the embedded SQLite file, which has no pool).`,
      registers,
      collect() {
        const stats = options.poolStats();
        this.set(stats === undefined ? 0 : read(stats));
      },
    });
  pool('portal_db_pool_size', 'Database connections open', (stats) => stats.size);
  pool('portal_db_pool_in_use', 'Database connections running a query', (stats) => stats.inUse);
  pool('portal_db_pool_waiting', 'Queries waiting for a database connection', (stats) => stats.waiting);

  return {
    observeRequest: (method, route, status, elapsedMs) => requests.observe({ method, route, status }, elapsedMs / 1000),
    signIn: (outcome) => signIns.inc({ outcome }),
    fileDelivered(kind, size) {
      files.inc({ kind });
      bytes.inc({ kind }, size);
    },
    text: async () => `${await ownProcess.metrics()}\n${await registry.metrics()}`,
    contentType: registry.contentType,
  };
}

/** A password check's outcome from its answer's status; undefined for an answer that checked nothing (a server error). */
export function signInOutcomeOf(status: number): SignInOutcome | undefined {
  if (status < 300) return 'ok';
  // 503: the server was too busy hashing other sign-ins to check this one.
  if (status === 429 || status === 503) return 'limited';
  if (status < 500) return 'failed';
  return undefined;
}
