/**
 * A maintainer's path end to end: the portal has run on a copy of the demo content (so its
 * database and demo accounts exist), `npm run new:product` adds a line, the content is compiled
 * again and the real server restarts on the same database; the demo account then sees the new
 * line in its catalogue and may open its manifest.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatContentError } from '../../engine/compiler/validation/format-errors';
import type { CatalogueEntry, CompiledProduct } from '../../engine/shared/types';
import { compileContent, writeCompiled } from '../../scripts/content/write-content';
import { authKeyOf } from '../../server/auth/credentials';
import { sessionCookieName } from '../../server/auth/session-cookie';
import { bundleServer, repoRoot, type ServerProcess, startServerProcess } from '../../server/testing/server-process';

const root = mkdtempSync(join(tmpdir(), 'portal-new-product-'));
const contentDir = join(root, 'content');
const buildDir = join(root, 'build');
const siteDir = join(root, 'site');
const databasePath = join(root, 'data', 'portal.sqlite');

async function compile() {
  const result = compileContent(contentDir);
  if (!result.ok) throw new Error(result.errors.map((error) => formatContentError(error)).join('\n'));
  await writeCompiled(result.compiled, buildDir, { contentDir, cacheDir: join(repoRoot, '.cache') });
}

let bundle: string;
// Bundled once: two starts of the bundle cost less than two starts under tsx.
const startServer = () => startServerProcess({ contentDir, buildDir, siteDir, databasePath, bundle });

async function signInAsDemo(server: ServerProcess): Promise<string> {
  const answer = await fetch(`${server.origin}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ authKey: authKeyOf('demo') }),
  });
  expect(answer.status).toBe(200);
  const cookie = answer.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${sessionCookieName}=`));
  if (!cookie) throw new Error('The sign-in answer set no session cookie');
  return cookie;
}

async function catalogueModels(server: ServerProcess, cookie: string): Promise<string[]> {
  const answer = await fetch(`${server.origin}/api/catalogue`, { headers: { cookie } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as CatalogueEntry[]).map((entry) => entry.model);
}

let server: ServerProcess | undefined;
beforeAll(async () => {
  bundle = await bundleServer();
  cpSync(join(repoRoot, 'content'), contentDir, { recursive: true });
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>portal</title>');
}, 60_000);
afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
  if (bundle) rmSync(bundle, { force: true });
});

describe('a new product line on a portal that has run before', () => {
  it('shows up for the demo account after compiling and restarting', { timeout: 180_000 }, async () => {
    await compile();
    server = await startServer();
    const before = await catalogueModels(server, await signInAsDemo(server));
    expect(before).not.toContain('acme-pump');
    await server.stop();

    const scaffold = spawnSync(
      'npm',
      ['run', '--silent', 'new:product', '--', '--brand', 'acme', '--model', 'acme-pump', '--title', 'Acme Pump'],
      { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, CONTENT_DIR: contentDir } },
    );
    expect(scaffold.status, `${scaffold.stdout}${scaffold.stderr}`).toBe(0);
    await compile();

    server = await startServer();
    const cookie = await signInAsDemo(server);
    expect(await catalogueModels(server, cookie)).toEqual([...before, 'acme-pump']);
    const manifest = await fetch(`${server.origin}/api/products/acme-pump`, { headers: { cookie } });
    expect(manifest.status).toBe(200);
    const compiled = (await manifest.json()) as CompiledProduct;
    expect(compiled.product).toMatchObject({ model: 'acme-pump', title: 'Acme Pump', pathPrefix: '/acme-pump' });
    expect(compiled.sections['getting-started']?.documents).toHaveLength(1);
  });
});
