/**
 * What the dev server of `npm run dev` hands to anything that reaches its port: Vite built from
 * vite.config.ts on 127.0.0.1, in front of a stand-in for the API server. The site's page and
 * modules load; the database, the content and files elsewhere on the machine do not, and a file
 * it may not serve, or a path that climbs out of site/, is answered the same whether or not
 * something exists where it leads.
 */
import { once } from 'node:events';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/dev/api-server';
import { portOf, type RawAnswer, rawRequest } from './testing/raw-http';

const root = join(import.meta.dirname, '..', '..');
const dataDir = join(root, 'data');
/** A database file of our own beside the real one, which may be in use. */
const database = join(dataDir, `dev-server-files-${process.pid}.sqlite`);
const databaseBytes = Buffer.from(`SQLite format 3\u0000 throwaway ${process.pid}`);
const secureFile = firstFileUnder(join(root, 'content', 'secure'));
const outsideFile = '/etc/passwd';
/** What the stand-in API server answers to everything, so the test can tell its answers apart. */
const apiAnswer = '{"error":"Not found"}';

let api: Server;
let vite: ViteDevServer;
let port: number;
let createdDataDir = false;

const get = (target: string) => rawRequest(port, { target });

function firstFileUnder(folder: string): string {
  const entry = readdirSync(folder, { recursive: true, withFileTypes: true }).find((item) => item.isFile());
  if (!entry) throw new Error(`No file under ${folder}`);
  return join(entry.parentPath, entry.name);
}

/** Status, body and who answered: what a probe can compare between two answers. */
const seen = (answer: RawAnswer) => ({
  status: answer.status,
  answeredBy: answer.headers['x-answered-by'],
  body: answer.body.toString('latin1'),
});

beforeAll(async () => {
  createdDataDir = !existsSync(dataDir);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(database, databaseBytes);

  api = createHttpServer((_request, response) => {
    response.writeHead(404, { 'content-type': 'application/json', 'x-answered-by': 'api' }).end(apiAnswer);
  }).listen(0, '127.0.0.1');
  await once(api, 'listening');
  const previousTarget = process.env.PORTAL_API;
  // vite.config.ts reads its proxy target when Vite loads it, as it does under `npm run dev`.
  process.env.PORTAL_API = `http://127.0.0.1:${portOf(api.address())}`;
  port = await freePort();
  try {
    vite = await createServer({
      configFile: join(root, 'vite.config.ts'),
      root: join(root, 'site'),
      clearScreen: false,
      logLevel: 'silent',
      server: { port, strictPort: true },
    });
    await vite.listen();
  } finally {
    if (previousTarget === undefined) delete process.env.PORTAL_API;
    else process.env.PORTAL_API = previousTarget;
  }
});

afterAll(async () => {
  await vite?.close();
  api?.close();
  rmSync(database, { force: true });
  if (createdDataDir) {
    try {
      rmdirSync(dataDir);
    } catch {
      // Something else (a server started meanwhile) keeps its database there.
    }
  }
});

describe('the dev server of npm run dev', () => {
  it('serves the page and the modules of the site and of the folders it imports from', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<div id="root">');
    // site/api/client.ts shares the /api prefix with the API server's answers, yet it is Vite's.
    for (const target of ['/main.tsx', '/api/client.ts', `/@fs${root}/engine/shared/dates.ts`]) {
      const module = await get(target);
      expect(module.status, target).toBe(200);
      expect(module.headers['content-type'], target).toContain('javascript');
    }
    expect(seen(await get('/api/session'))).toEqual({ status: 404, answeredBy: 'api', body: apiAnswer });
  });

  it.each([
    ['the database', database, databaseBytes],
    ['a secure download', secureFile, readFileSync(secureFile).subarray(0, 64)],
    ['a file elsewhere on the machine', outsideFile, Buffer.from('root:')],
  ])('refuses %s, however Vite is asked for it', async (_what, file, bytes) => {
    for (const query of ['', '?raw', '?import&raw', '?url', '?inline']) {
      const target = `/@fs${file}${query}`;
      const answer = await get(target);
      expect([403, 404], target).toContain(answer.status);
      expect(answer.raw.includes(bytes), target).toBe(false);
    }
  });

  it('answers a file it may not serve as a missing one, so a probe cannot tell which files exist', async () => {
    const missing = `no-such-file-${process.pid}`;
    for (const [existing, absent] of [
      [`/@fs${outsideFile}`, `/@fs/etc/${missing}`],
      [`/@fs${outsideFile}?raw`, `/@fs/etc/${missing}?raw`],
      [`/@fs${root}/site/%2e%2e/package.json`, `/@fs${root}/site/%2e%2e/${missing}.json`],
    ] as const) {
      const [present, gone] = [await get(existing), await get(absent)];
      expect(seen(present), existing).toEqual(seen(gone));
      expect(present.status, existing).toBe(404);
    }
  });

  it('answers a path that climbs out of site/ as the API server answers a missing file, whether or not it exists', async () => {
    const missing = `no-such-file-${process.pid}`;
    for (const [existing, absent] of [
      ['/api/../../package.json', `/api/../../${missing}.json`],
      ['/public/../../../../../../../../etc/passwd', `/public/../../../../../../../../etc/${missing}`],
      ['/api/%2e%2e/%2e%2e/package.json', `/api/%2e%2e/%2e%2e/${missing}.json`],
    ] as const) {
      const [present, gone] = [await get(existing), await get(absent)];
      expect(seen(present), existing).toEqual(seen(gone));
      expect(seen(present), existing).toEqual({ status: 404, answeredBy: 'api', body: apiAnswer });
    }
  });
});
