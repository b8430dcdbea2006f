/**
 * The README's quick start, `npm start`, on a checkout that has never been built: it builds the
 * site itself, and what it serves goes out compressed like a release built with `npm run build`.
 * Every text answer of a kilobyte or more that the product home needs (the page, its entry
 * script and style sheet, the site settings, the catalogue and the product manifest) arrives in
 * brotli when the browser accepts it. The checkout is a copy of this one's files in a temp
 * folder (sharing node_modules), so the repository's own build is never touched.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../server/test-support/server-process';
import { cookieOf, login, send, waitFor } from '../faults/support';

let checkout = '';
let npm: ChildProcess | undefined;
let port = 0;
let output = '';

/** The files a clone would have: tracked ones and new ones not ignored, never build output. */
function copyCheckout(): string {
  const folder = mkdtempSync(join(tmpdir(), 'quick-start-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    try {
      cpSync(join(repoRoot, file), join(folder, file));
    } catch {
      // Listed by git but deleted in the work tree: a clone would not have it either.
    }
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(folder, 'node_modules'));
  return folder;
}

beforeAll(async () => {
  checkout = copyCheckout();
  npm = spawn('npm', ['start'], {
    cwd: checkout,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? tmpdir(),
      NODE_ENV: 'test',
      SCRYPT_COST: '10',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_PATH: join(checkout, 'portal.sqlite'),
    },
  });
  for (const stream of [npm.stdout, npm.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk));
  await waitFor(
    () => {
      if (npm?.exitCode != null) throw new Error(`npm start exited ${npm.exitCode}:\n${output}`);
      port = Number(/listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1] ?? 0);
      return port > 0;
    },
    'npm start to build the site and listen',
    600_000,
  );
}, 660_000);

afterAll(() => {
  try {
    if (npm?.pid) process.kill(-npm.pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
  if (checkout) rmSync(checkout, { recursive: true, force: true });
});

const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Status and encoding of an answer as a browser gets it, with its body decompressed. */
async function fetchAsBrowser(path: string, headers: Record<string, string> = {}) {
  const answer = await send(port, path, { headers: { ...browser, ...headers } });
  const body = await answer.body;
  const encoding = answer.headers['content-encoding'];
  const text = (encoding === 'br' ? brotliDecompressSync(body) : body).toString('utf8');
  return { status: answer.status, encoding, text };
}

describe('npm start on a checkout never built', () => {
  it('sends the page, its entry script and its style sheet compressed', async () => {
    const page = await fetchAsBrowser('/', { accept: 'text/html' });
    expect({ status: page.status, encoding: page.encoding }).toEqual({ status: 200, encoding: 'br' });
    const html = page.text;
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    const style = /<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/.exec(html)?.[1];
    expect(script, html).toBeDefined();
    expect(style, html).toBeDefined();
    for (const path of [script, style] as string[]) {
      const asset = await fetchAsBrowser(path);
      expect({ path, status: asset.status, encoding: asset.encoding }).toEqual({ path, status: 200, encoding: 'br' });
    }
  });

  it('sends the site settings, the catalogue and a product manifest compressed', async () => {
    const signedIn = await login(port, 'demo');
    expect(signedIn.status).toBe(200);
    const cookie = cookieOf(signedIn);
    const site = await fetchAsBrowser('/api/site');
    expect({ status: site.status, encoding: site.encoding }).toEqual({ status: 200, encoding: 'br' });
    const catalogue = await fetchAsBrowser('/api/catalogue', { cookie });
    expect({ status: catalogue.status, encoding: catalogue.encoding }).toEqual({ status: 200, encoding: 'br' });
    const [first] = JSON.parse(catalogue.text) as { model: string }[];
    expect(first).toBeDefined();
    const manifest = await fetchAsBrowser(`/api/products/${first?.model}`, { cookie });
    expect({ status: manifest.status, encoding: manifest.encoding }).toEqual({ status: 200, encoding: 'br' });
  });
});
