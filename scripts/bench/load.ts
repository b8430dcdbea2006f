/**
 * Load benchmark: `npm run bench -- [--duration 10] [--connections 20] [--sessions 10]`.
 *
 * Starts the real server (the built server, as a child process) on 127.0.0.1 with a random free
 * port, a temp database and a cheap scrypt cost (NODE_ENV=test, SCRYPT_COST=10: test-only, refused
 * in production), signs in N demo sessions, then drives autocannon for a fixed time over product
 * manifests, the catalogue, the session, document files, secure downloads and training pages, each
 * connection with one session's cookie. Prints throughput, p50/p99 latency and error and non-2xx
 * counts, stops the server by its PID and exits 1 when anything failed. Serves the compiled demo
 * content (`npm run content:compile` first). Imports nothing from server/ (scripts/ may not).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { driveLoad } from './autocannon';
import { repoRoot, signInSessions, startPortal } from './child-server';
import { settle } from './run-bench';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    sessions: { type: 'string', default: '10' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const sessions = Number(values.sessions);
for (const [name, value] of Object.entries({ duration, connections, sessions })) {
  if (!Number.isSafeInteger(value) || value < 1) {
    console.error(`--${name} must be a positive whole number`);
    process.exit(2);
  }
}

const dirs = {
  contentDir: join(repoRoot, 'content'),
  buildDir: join(repoRoot, 'build', 'content'),
  siteDir: join(repoRoot, 'build', 'site'),
};
if (!existsSync(join(dirs.buildDir, 'files.json'))) {
  console.error('No compiled content: run `npm run content:compile` first.');
  process.exit(2);
}
const work = mkdtempSync(join(tmpdir(), 'portal-bench-'));

interface IndexedFile {
  models: string[];
}
interface FileTables {
  public: Record<string, IndexedFile>;
  secure: Record<string, IndexedFile>;
  training: Record<string, IndexedFile>;
}

/** What one browsing session asks for: manifests, then documents of every kind. */
function requestMix(): { method: string; path: string }[] {
  const site = JSON.parse(readFileSync(join(dirs.buildDir, 'site.json'), 'utf8')) as {
    catalogue: { model: string }[];
  };
  const files = JSON.parse(readFileSync(join(dirs.buildDir, 'files.json'), 'utf8')) as FileTables;
  const every = (keys: string[], count: number) =>
    keys.filter((_, index) => index % Math.max(1, Math.floor(keys.length / count)) === 0).slice(0, count);
  const encode = (path: string) => path.split('/').map(encodeURIComponent).join('/');
  const paths = [
    '/api/session',
    '/api/catalogue',
    ...site.catalogue.map((entry) => `/api/products/${entry.model}`),
    ...every(Object.keys(files.public), 12).map((key) => `/public/${encode(key)}`),
    ...Object.keys(files.secure).map((key) => `/secure-download?file=${encodeURIComponent(key)}`),
    ...Object.keys(files.training).map((key) => `/public/training/${encode(key)}`),
  ];
  return paths.map((path) => ({ method: 'GET', path }));
}

async function main(): Promise<number> {
  const requests = requestMix();
  const server = await startPortal({
    workDir: work,
    contentDir: dirs.contentDir,
    contentBuildDir: dirs.buildDir,
    siteDir: dirs.siteDir,
    logLevel: 'warn',
  });
  try {
    console.log(`Server PID ${server.pid} on ${server.origin}; signing in ${sessions} session(s)…`);
    const cookies = await signInSessions(server.origin, 'demo', sessions);

    console.log(
      `Driving ${connections} connection(s) for ${duration} s over ${requests.length} addresses ` +
        `(manifests, catalogue, session, documents, secure downloads, training)…`,
    );
    const result = await driveLoad({ origin: server.origin, connections, duration, requests, cookies });

    const statuses = Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(', ');
    console.log('');
    console.log(`requests      ${result.requests.total} in ${result.duration} s`);
    console.log(
      `throughput    ${result.requests.average.toFixed(0)} req/s (average), ${(result.throughput.average / 1024 / 1024).toFixed(1)} MiB/s`,
    );
    console.log(
      `latency       p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(`errors        ${result.errors} (timeouts ${result.timeouts})`);
    console.log(`non-2xx       ${result.non2xx}`);
    console.log(`status codes  ${statuses}`);
    return result.errors === 0 && result.non2xx === 0 ? 0 : 1;
  } finally {
    console.log(`Server PID ${server.pid} stopped (exit ${await server.stop()}).`);
  }
}

settle(main()).finally(() => {
  rmSync(work, { recursive: true, force: true });
});
