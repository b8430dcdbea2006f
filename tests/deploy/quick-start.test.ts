/**
 * The README's quick start, `npm start`, on a checkout that has never been built: it builds the
 * site and the server itself, and what it serves goes out compressed like a release built with `npm run build`.
 * Every text answer of a kilobyte or more that the product home needs (the page, its entry
 * script and style sheet, the site settings, the catalogue and the product manifest) arrives in
 * brotli when the browser accepts it. The checkout is a copy of this one's files in a temp
 * folder (sharing node_modules), so the repository's own build is never touched.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, login, send, waitFor } from '../faults/testing/fault-server';
import { copyCheckout } from './testing/checkout-copy';
import { type NpmServer, startNpmServer } from './testing/npm-server';

let checkout = '';
let npm: NpmServer | undefined;
let port = 0;

beforeAll(async () => {
  checkout = copyCheckout('quick-start-');
  npm = startNpmServer(['start'], checkout, {
    NODE_ENV: 'test',
    SCRYPT_COST: '10',
    DATABASE_PATH: join(checkout, 'portal.sqlite'),
  });
  port = await npm.listening(600_000);
}, 660_000);

afterAll(() => {
  npm?.killGroup();
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
  it('prints a few lines until it is ready, ending with the addresses, the demo passwords, the staff of the demo hospital, the public instructions and where demo mail goes', async () => {
    await waitFor(() => /First operator/.test(npm?.output() ?? ''), 'the last line of the start-up', 10_000);
    const output = npm?.output() ?? '';
    const lines = output.trimEnd().split('\n');
    // Before: a warning per untranslated file and Vite's and the compressor's list of every chunk, about 380 lines.
    expect(lines.length, output).toBeLessThan(30);
    expect(output).toMatch(/^Español \(es\): \d+ content files are not translated yet; npm run content:translations/m);
    expect(output).not.toMatch(/not translated into|assets\/[^\s]+\.js/);
    expect(lines.slice(-7).join('\n')).toMatch(
      new RegExp(
        [
          String.raw`^Customer-resources portal listening on http://127\.0\.0\.1:\d+`,
          String.raw`  Demo passwords: "demo" \(every product line\), "demo-\w+" \(.+\)`,
          String.raw`  Demo hospital sign-in \(http://127\.0\.0\.1:\d+, account "demo"\): nurse@demo-hospital\.example "nurse" .+`,
          String.raw`  Public instructions for use \(no password\): http://127\.0\.0\.1:\d+/eifu`,
          String.raw`  E-mail updates are written to /.+/mail \(no SMTP_URL\)`,
          String.raw`Operators' console listening on http://127\.0\.0\.1:\d+/admin/`,
          '  First operator: npm run accounts -- operator-add --name <you> --role admin$',
        ].join('\n'),
      ),
    );
  });

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
