/**
 * FILE_DELIVERY=x-accel: a permitted file is checked and audited by the portal, which then answers
 * with an empty body and X-Accel-Redirect so nginx sends the bytes; every refusal is the portal's
 * own answer, without the header. tests/deploy/nginx-layout.test.ts runs the same answers through
 * a real nginx.
 */
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { awkwardlyStoredFile, fixtureFiles } from '../testing/fixture-content';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';

let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp({ env: { FILE_DELIVERY: 'x-accel' }, handIndexed: [awkwardlyStoredFile] });
  cookie = await signIn(t.app, 'demo-acme');
});
afterEach(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { cookie, ...headers } });

describe('FILE_DELIVERY=x-accel, a permitted file', () => {
  it('is answered with X-Accel-Redirect, no body and the headers the portal decides, and is audited', async () => {
    const response = await get(`/public/${fixtureFiles.tips}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-accel-redirect']).toBe(`/_protected-files/files/${fixtureFiles.tips}`);
    expect(response.rawPayload.length).toBe(0);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename=tips.pdf',
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
    });
    // nginx adds these for what it sends.
    expect(response.headers['content-range']).toBeUndefined();
    expect(response.headers['accept-ranges']).toBeUndefined();
    expect((await t.storage.audit.recent(1))[0]).toMatchObject({
      kind: 'file-delivered',
      account: 'demo-acme',
      requestId: response.headers['x-request-id'],
      detail: `public:${fixtureFiles.tips}`,
    });
  });

  it('sends the ETag nginx will send for the file: modification seconds and size in hex', async () => {
    const { mtimeMs, size } = statSync(join(t.tree.contentDir, 'files', fixtureFiles.tips));
    const response = await get(`/public/${fixtureFiles.tips}`);
    expect(response.headers.etag).toBe(`"${Math.floor(mtimeMs / 1000).toString(16)}-${size.toString(16)}"`);
  });

  it('names secure and training files by their place in the content folder, with their own headers', async () => {
    const secure = await get(`/secure-download?file=${fixtureFiles.guide}`);
    expect(secure.headers['x-accel-redirect']).toBe(`/_protected-files/secure/${fixtureFiles.guide}`);
    expect(secure.headers['cache-control']).toBe('no-store');
    const training = await get(`/public/training/${fixtureFiles.training}`);
    expect(training.headers['x-accel-redirect']).toBe(`/_protected-files/training/${fixtureFiles.training}`);
    expect(training.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(training.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect((await t.storage.audit.recent(2)).map((row) => row.detail)).toEqual([
      `training:${fixtureFiles.training}`,
      `secure:${fixtureFiles.guide}`,
    ]);
  });

  it('percent-encodes every segment of a path with spaces, non-ASCII letters, # and ?', async () => {
    const response = await get(`/public/${awkwardlyStoredFile.key}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-accel-redirect']).toBe(
      '/_protected-files/files/demo/%C3%9Cbersicht%20neu%20%231%3F.pdf',
    );
  });

  it('leaves the Range to nginx but audits the part asked for', async () => {
    const response = await get(`/public/${fixtureFiles.tips}`, { range: 'bytes=100-199' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-accel-redirect']).toBeDefined();
    expect(response.headers['content-range']).toBeUndefined();
    expect((await t.storage.audit.recent(1))[0]).toMatchObject({
      kind: 'file-delivered',
      detail: `public:${fixtureFiles.tips} bytes=100-199`,
      partial: true,
    });
  });

  it('answers 304, 416 and HEAD itself, without the header and without a delivery in the audit', async () => {
    const etag = String((await get(`/public/${fixtureFiles.tips}`)).headers.etag);
    const delivered = (await t.storage.audit.recent(100)).length;
    const current = await get(`/public/${fixtureFiles.tips}`, { 'if-none-match': etag });
    expect(current.statusCode).toBe(304);
    const outside = await get(`/public/${fixtureFiles.tips}`, { range: 'bytes=5000-' });
    expect(outside.statusCode).toBe(416);
    const head = await t.app.inject({ method: 'HEAD', url: `/public/${fixtureFiles.tips}`, headers: { cookie } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('1000');
    for (const response of [current, outside, head]) expect(response.headers['x-accel-redirect']).toBeUndefined();
    expect(await t.storage.audit.recent(100)).toHaveLength(delivered);
  });
});

describe('FILE_DELIVERY=x-accel, a refused request', () => {
  it('is answered by the portal as in direct mode and never carries X-Accel-Redirect', async () => {
    const signedOut = await t.app.inject({ url: `/public/${fixtureFiles.tips}` });
    const secureSignedOut = await t.app.inject({ url: `/secure-download?file=${fixtureFiles.guide}` });
    const otherLine = await get(`/public/${fixtureFiles.otherTips}`);
    const unknown = await get('/public/demo/missing.pdf');
    const traversal = await get('/public/..%2f..%2fpackage.json');
    const post = await t.app.inject({ method: 'POST', url: `/public/${fixtureFiles.tips}`, headers: { cookie } });
    rmSync(join(t.tree.contentDir, 'secure', fixtureFiles.guide));
    const missingOnDisk = await get(`/secure-download?file=${fixtureFiles.guide}`);

    expect(
      [signedOut, secureSignedOut, otherLine, unknown, traversal, post, missingOnDisk].map((response) => ({
        status: response.statusCode,
        accel: response.headers['x-accel-redirect'],
      })),
    ).toEqual([401, 302, 404, 404, 400, 405, 404].map((status) => ({ status, accel: undefined })));
    expect(signedOut.json()).toEqual({ error: 'Sign in first' });
    // Another line's file is answered as one that does not exist, and still audited.
    expect(otherLine.json()).toEqual(unknown.json());
    expect(
      (await t.storage.audit.recent(100)).find((row) => row.requestId === otherLine.headers['x-request-id']),
    ).toMatchObject({
      kind: 'access-denied',
      detail: `public:${fixtureFiles.otherTips}`,
    });
  });
});

describe('X_ACCEL_PREFIX', () => {
  it('names the internal location the files are redirected to', async () => {
    const custom = await createTestApp({ env: { FILE_DELIVERY: 'x-accel', X_ACCEL_PREFIX: '/_internal/content' } });
    try {
      const response = await custom.app.inject({
        url: `/public/${fixtureFiles.tips}`,
        headers: { cookie: await signIn(custom.app, 'demo') },
      });
      expect(response.headers['x-accel-redirect']).toBe(`/_internal/content/files/${fixtureFiles.tips}`);
    } finally {
      await custom.close();
    }
  });
});
