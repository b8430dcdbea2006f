/**
 * `npm run dev`: everything a maintainer needs to edit content or code with a live preview.
 * Compiles the content, starts the API server (server/dev-server.ts: the same Fastify app, demo
 * mode, on a port of its own) and Vite on PORT (default 5173) in front of it, and prints the
 * address to open. PORT opens only once the API server listens, so no page is served that would
 * find the API missing. Every content save then shows in the open page (scripts/dev/content-plugin.ts).
 * Vite hands out only the site's modules (scripts/dev/served-files.ts); the database and the
 * content reach the page only through the API server.
 *
 * CONTENT_DIR and CONTENT_BUILD_DIR choose the folders, as for the server; DATABASE_PATH too, whose
 * default here is data/dev.sqlite: what a dev session scaffolds or signs in with never reaches the
 * database `npm start` serves from (data/portal.sqlite) in the same checkout.
 *
 * SIGTERM or SIGINT to this process (package.json starts it with `exec`, so it is the process npm
 * passes a stop signal to) closes Vite and stops the API server before it exits: nothing is left
 * listening.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import { buildLayout } from '../engine/compiler/compile/build-layout';
import environmentSchema from '../schema/environment.schema.json' with { type: 'json' };
import { briefContentReport } from './content/brief-report';
import { createIncrementalCompiler, writeCompiled } from './content/write-content';
import { freePort, startApiServer } from './dev/api-server';
import { contentPlugin, ms } from './dev/content-plugin';

const root = join(import.meta.dirname, '..');
const { properties } = environmentSchema;
const contentDir = resolve(root, process.env.CONTENT_DIR || properties.CONTENT_DIR.default);
const buildDir = resolve(root, process.env.CONTENT_BUILD_DIR || properties.CONTENT_BUILD_DIR.default);
const cacheDir = join(root, '.cache');
const databasePath = resolve(root, process.env.DATABASE_PATH || join('data', 'dev.sqlite'));
const port = Number(process.env.PORT || 5173);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a whole number from 0 to 65535 (got "${process.env.PORT}")`);
  process.exit(2);
}

const compiler = createIncrementalCompiler(contentDir);
const compileStarted = performance.now();
const first = compiler.compile();
const compileMs = performance.now() - compileStarted;
const firstReport = briefContentReport({ errors: [], ...first });
if (firstReport) console.error(firstReport);
if (first.ok) {
  await writeCompiled(first.compiled, buildDir, { contentDir, cacheDir });
} else {
  // The last valid build can still be served, with the errors in the page; without one there is nothing to show.
  if (!existsSync(join(buildDir, buildLayout.site))) process.exit(1);
  console.error('Serving the last valid build until these are fixed.');
}

const apiPort = await freePort();
// The demo hospital sends people back to the page's address: Vite's, which passes /sso to the API server.
const publicOrigin = process.env.PUBLIC_ORIGIN || `http://127.0.0.1:${port}`;
const api = startApiServer({ root, port: apiPort, contentDir, buildDir, databasePath, publicOrigin });
api.catch(() => undefined); // reported below, before Vite listens
// Read by vite.config.ts: the proxy's target.
process.env.PORTAL_API = `http://127.0.0.1:${apiPort}`;
const vite = await createServer({
  configFile: join(root, 'vite.config.ts'),
  root: join(root, 'site'),
  clearScreen: false,
  server: { port },
  plugins: [
    contentPlugin({
      contentDir,
      cacheDir,
      buildDir,
      compiler,
      reloadServer: () => api.then((server) => server.reloadContent()),
      initial: first,
    }),
  ],
});

let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await Promise.allSettled([vite.close(), api.then((server) => server.stop())]);
  }
  process.exit(code);
}
// Vite's own SIGTERM listener closes Vite alone and exits at once, before the API server has
// stopped: this process's stop replaces it and ends both.
process.removeAllListeners('SIGTERM');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(0));

try {
  // Vite opens its port only once the API server answers: an open tab's Vite client reloads the
  // page as soon as the port answers again after a restart, and a page whose /api requests were
  // proxied to a server not yet listening would land on the error panel instead of coming back.
  const server = await api;
  await vite.listen();
  void server.exited.then((code) => {
    if (stopping) return;
    console.error(`The API server stopped (code ${code}).`);
    void stop(code || 1);
  });
  const address = vite.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
  console.log(
    `\n  Portal ready in ${ms(performance.now())}: open ${address}  (password "demo")\n` +
      `  ${server.demoHospital}\n` +
      `  content ${contentDir} compiled in ${ms(compileMs)}, watched; API server ${server.origin}, database ${databasePath}\n`,
  );
} catch (error) {
  console.error(`npm run dev cannot start: ${(error as Error).message}`);
  await stop(1);
}
