/**
 * A `.br` or `.gz` copy that no longer matches the file beside it (the file changed after the
 * build) is never sent: browsers that accept compression get the file as it is now, like curl.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureSite } from '../../tests/fixtures/fixture-content';
import { createTestApp, type TestApp } from '../testing/test-app';

let started: TestApp | undefined;
afterEach(async () => {
  await started?.close();
});

/** Starts the app on a built site whose files were changed after the build compressed them. */
async function startOnChangedBuild(files: Record<string, { built: string; now: string }>) {
  started = await createTestApp({
    beforeBuild: (tree) => {
      for (const [name, { built, now }] of Object.entries(files)) {
        const path = join(tree.siteDir, name);
        writeFileSync(path, now);
        writeFileSync(`${path}.br`, brotliCompressSync(built));
        writeFileSync(`${path}.gz`, gzipSync(now));
      }
    },
  });
  return started.app;
}

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
}

const built = `export const text = ${JSON.stringify('old words '.repeat(200))};\n`;
const now = `export const text = ${JSON.stringify('new words '.repeat(200))};\n`;

describe('compressed copies that no longer match their file', () => {
  it('are not sent for a fingerprinted asset: the file itself goes out', async () => {
    const started = await startOnChangedBuild({ 'assets/entry-1234abcd.js': { built, now } });
    const response = await started.inject({
      url: '/assets/entry-1234abcd.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    // The static-file plugin is given no copy at all while one of the build's is stale.
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(decoded(response)).toBe(now);
  });

  it('are not sent for the page itself', async () => {
    // Titled as the server titles it (the site's name), so the fresh page goes out word for word.
    const title = `<title>${fixtureSite().chrome.siteName}</title>`;
    const page = `<!doctype html>${title}<div id="root">${'new '.repeat(300)}</div>`;
    const old = `<!doctype html>${title}<div id="root">${'old '.repeat(300)}</div>`;
    const started = await startOnChangedBuild({ 'index.html': { built: old, now: page } });
    const response = await started.inject({
      url: '/login',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(decoded(response)).toBe(page);
  });
});
