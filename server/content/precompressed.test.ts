/** Compressed answers: the built site's precompressed assets and the product manifests. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureModels } from '../../tests/fixtures/fixture-content';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

function decoded(response: LightMyRequestResponse): string {
  const body = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

const negotiations = [
  { acceptEncoding: 'br, gzip', encoding: 'br' },
  { acceptEncoding: 'gzip', encoding: 'gzip' },
  { acceptEncoding: 'identity', encoding: undefined },
  { acceptEncoding: undefined, encoding: undefined },
] as const;

/** Each accepted encoding is answered as such, with Vary, an ETag of its own and 304 when the client has it. */
async function expectNegotiated(
  get: (headers: Record<string, string>) => Promise<LightMyRequestResponse>,
  original: string,
) {
  const etags = new Set<string>();
  for (const { acceptEncoding, encoding } of negotiations) {
    const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const response = await get(headers);
    expect(response.statusCode, `Accept-Encoding: ${acceptEncoding}`).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(response)).toBe(original);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^(W\/)?".+"$/);
    if (encoding) etags.add(etag);

    const again = await get({ ...headers, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  }
  // A cache must never answer one encoding's ETag with another encoding's bytes.
  expect(etags.size).toBe(2);
}

describe('precompressed assets of the built site', () => {
  it('answers brotli, gzip or the file itself as accepted, and keeps fingerprinted assets immutable', async () => {
    const original = `export const text = ${JSON.stringify('compressible '.repeat(200))};\n`;
    const file = join(t.tree.siteDir, 'assets', 'login-abcd1234.js');
    writeFileSync(file, original);
    writeFileSync(`${file}.br`, brotliCompressSync(original));
    writeFileSync(`${file}.gz`, gzipSync(original));

    await expectNegotiated((headers) => t.app.inject({ url: '/assets/login-abcd1234.js', headers }), original);
    const response = await t.app.inject({ url: '/assets/login-abcd1234.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('compressed product manifests', () => {
  it('answers brotli, gzip or plain JSON as accepted, each with its own strong ETag', async () => {
    const cookie = await signIn(t.app, 'demo-acme');
    const url = `/api/products/${fixtureModels.first}`;
    const plain = await t.app.inject({ url, headers: { cookie } });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.etag).toMatch(/^"[^"]+"$/);

    await expectNegotiated((headers) => t.app.inject({ url, headers: { ...headers, cookie } }), plain.body);
    const compressed = await t.app.inject({ url, headers: { cookie, 'accept-encoding': 'br, gzip' } });
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('still refuses a manifest the account lacks, whatever the encoding', async () => {
    const cookie = await signIn(t.app, 'demo-acme');
    const url = `/api/products/${fixtureModels.otherBrand}`;
    const denied = await t.app.inject({ url, headers: { cookie, 'accept-encoding': 'br', 'if-none-match': '*' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.headers['content-encoding']).toBeUndefined();
  });
});

describe('compressed site settings and catalogue', () => {
  it('answers the site settings, which every page asks for, in each accepted encoding', async () => {
    const plain = await t.app.inject({ url: '/api/site' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(plain.body)).toHaveProperty('site');
    await expectNegotiated((headers) => t.app.inject({ url: '/api/site', headers }), plain.body);
  });

  it("answers each account's catalogue in each accepted encoding, never another account's", async () => {
    const all = await signIn(t.app, 'demo');
    const one = await signIn(t.app, 'demo-acme');
    const plainAll = await t.app.inject({ url: '/api/catalogue', headers: { cookie: all } });
    const plainOne = await t.app.inject({ url: '/api/catalogue', headers: { cookie: one } });
    expect(JSON.parse(plainOne.body).length).toBeLessThan(JSON.parse(plainAll.body).length);
    await expectNegotiated(
      (headers) => t.app.inject({ url: '/api/catalogue', headers: { ...headers, cookie: all } }),
      plainAll.body,
    );
    await expectNegotiated(
      (headers) => t.app.inject({ url: '/api/catalogue', headers: { ...headers, cookie: one } }),
      plainOne.body,
    );
  });
});
