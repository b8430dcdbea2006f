/** Fingerprinted assets: each encoding the build wrote, immutable, and files added after start. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerSiteFiles } from './site-files';

let root: string;
let app: FastifyInstance;
const script = `export const words = ${JSON.stringify('held in memory '.repeat(300))};\n`;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'site-files-'));
  mkdirSync(join(root, 'assets'));
  const file = join(root, 'assets', 'index-abc123.js');
  writeFileSync(file, script);
  writeFileSync(`${file}.br`, brotliCompressSync(script));
  writeFileSync(`${file}.gz`, gzipSync(script));
  writeFileSync(join(root, 'assets', 'logo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  app = Fastify();
  await registerSiteFiles(app, root, true);
  await app.ready();
});
afterEach(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('fingerprinted assets', () => {
  it('answers the encoding the browser prefers, immutable, with a strong ETag per encoding and 304 for a copy it has', async () => {
    const etags = new Set<string>();
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['identity', undefined, (body: Buffer) => body],
    ] as const) {
      const response = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(response.rawPayload).toString('utf8')).toBe(script);
      const etag = String(response.headers.etag);
      etags.add(etag);
      const again = await app.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': accept, 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
    }
    expect(etags.size).toBe(3);
  });

  it('never compresses what the build left uncompressed', async () => {
    const response = await app.inject({ url: '/assets/logo-abc123.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.length).toBe(7);
  });

  it('serves a Range request and an asset added after start from disk, and 404s one that does not exist', async () => {
    const range = await app.inject({ url: '/assets/index-abc123.js', headers: { range: 'bytes=0-9' } });
    expect(range.statusCode).toBe(206);
    expect(range.payload).toBe(script.slice(0, 10));

    writeFileSync(join(root, 'assets', 'later-def456.js'), 'export {};\n');
    const later = await app.inject({ url: '/assets/later-def456.js' });
    expect(later.statusCode).toBe(200);
    expect(later.payload).toBe('export {};\n');

    expect((await app.inject({ url: '/assets/missing-000000.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/../../etc/passwd' })).statusCode).toBe(404);
  });
});
