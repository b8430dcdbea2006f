import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  fixtureFiles,
  fixtureModels,
  type HandIndexedFile,
  oddlyNamedFile,
  pdfBytes,
} from '../testing/fixture-content';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';

/** A training package of the other brand's line, which the one-line demo account lacks. */
const otherLineCourse: HandIndexedFile = {
  key: 'other/course/index.html',
  models: [fixtureModels.otherBrand],
  kind: 'training',
  source: 'training/other/course/index.html',
  contentType: 'text/html',
  bytes: '<!doctype html><title>Other course</title>',
};

/** What a client can tell of an answer: all but its request id and date. */
function seenOf(response: LightMyRequestResponse) {
  const { 'x-request-id': _id, date: _date, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
}

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ handIndexed: [oddlyNamedFile, otherLineCourse] });
});
afterEach(async () => {
  await t.close();
});

describe('GET /public/<filePath>', () => {
  it('streams a permitted file with type, length, validators and inline disposition', async () => {
    const cookie = await signIn(t.app, 'demo-acme');
    const response = await t.app.inject({ url: `/public/${fixtureFiles.tips}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdfBytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdfBytes.length),
      'accept-ranges': 'bytes',
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename=tips.pdf',
    });
    expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(response.headers['last-modified']).toBeDefined();
    expect(response.headers['x-accel-redirect']).toBeUndefined();
    expect((await t.storage.audit.recent(1))[0]).toMatchObject({
      kind: 'file-delivered',
      account: 'demo-acme',
      detail: `public:${fixtureFiles.tips}`,
      model: fixtureModels.first,
    });
  });

  it('encodes a non-ASCII file name safely', async () => {
    const cookie = await signIn(t.app, 'demo');
    const response = await t.app.inject({
      url: `/public/demo/${encodeURIComponent('Übersicht "neu".pdf')}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="_bersicht _neu_.pdf"; filename*=UTF-8''%C3%9Cbersicht%20%22neu%22.pdf`,
    );
  });

  it('answers 206 with the right bytes for a Range request', async () => {
    const cookie = await signIn(t.app, 'demo');
    const response = await t.app.inject({
      url: `/public/${fixtureFiles.tips}`,
      headers: { cookie, range: 'bytes=100-199' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-199/${pdfBytes.length}`);
    expect(response.headers['content-length']).toBe('100');
    expect(response.rawPayload.equals(pdfBytes.subarray(100, 200))).toBe(true);

    const suffix = await t.app.inject({ url: `/public/${fixtureFiles.tips}`, headers: { cookie, range: 'bytes=-10' } });
    expect(suffix.rawPayload.equals(pdfBytes.subarray(990))).toBe(true);
    const outside = await t.app.inject({
      url: `/public/${fixtureFiles.tips}`,
      headers: { cookie, range: 'bytes=5000-' },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${pdfBytes.length}`);
  });

  it('answers 304 when the browser copy is current', async () => {
    const cookie = await signIn(t.app, 'demo');
    const full = await t.app.inject({ url: `/public/${fixtureFiles.tips}`, headers: { cookie } });
    const again = await t.app.inject({
      url: `/public/${fixtureFiles.tips}`,
      headers: { cookie, 'if-none-match': String(full.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers a file replaced in place with its new bytes and validators, never the old ones', async () => {
    const cookie = await signIn(t.app, 'demo');
    const url = `/public/${fixtureFiles.tips}`;
    const before = await t.app.inject({ url, headers: { cookie } });
    const revised = Buffer.from('%PDF-1.4 revised quick tip');
    const onDisk = join(t.tree.contentDir, 'files', fixtureFiles.tips);
    writeFileSync(onDisk, revised);
    utimesSync(onDisk, new Date(), new Date(Date.now() + 60_000));

    const after = await t.app.inject({ url, headers: { cookie, 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(revised)).toBe(true);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.headers['last-modified']).not.toBe(before.headers['last-modified']);
    expect(after.headers['content-length']).toBe(String(revised.length));
  });

  it('answers a file replaced in place by one of the same size with its new bytes', async () => {
    const cookie = await signIn(t.app, 'demo');
    const url = `/public/${fixtureFiles.tips}`;
    const before = await t.app.inject({ url, headers: { cookie } });
    const revised = Buffer.alloc(before.rawPayload.length, 'r');
    const onDisk = join(t.tree.contentDir, 'files', fixtureFiles.tips);
    writeFileSync(onDisk, revised);
    utimesSync(onDisk, new Date(), new Date(Date.now() + 60_000));

    const after = await t.app.inject({ url, headers: { cookie } });
    expect(after.rawPayload.equals(revised)).toBe(true);
  });

  it('answers HEAD with headers only', async () => {
    const cookie = await signIn(t.app, 'demo');
    const response = await t.app.inject({ method: 'HEAD', url: `/public/${fixtureFiles.tips}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(pdfBytes.length));
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers 401 without a session, and a file of a line not permitted as an unknown path, both audited', async () => {
    const signedOut = await t.app.inject({ url: `/public/${fixtureFiles.tips}` });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ error: 'Sign in first' });
    const cookie = await signIn(t.app, 'demo-acme');
    const denied = await t.app.inject({ url: `/public/${fixtureFiles.otherTips}`, headers: { cookie } });
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toEqual({ error: 'No such file in the product lines of this account' });
    expect((await t.storage.audit.recent(1))[0]).toMatchObject({
      kind: 'access-denied',
      detail: `public:${fixtureFiles.otherTips}`,
    });
    const missing = await t.app.inject({ url: '/public/demo/missing.pdf', headers: { cookie } });
    expect(seenOf(missing)).toEqual(seenOf(denied));
    expect((await t.storage.audit.recent(1))[0]).toMatchObject({
      kind: 'access-denied',
      detail: 'public:demo/missing.pdf (not found)',
    });
  });

  it('never answers 200 or 500 to path traversal', async () => {
    const cookie = await signIn(t.app, 'demo');
    const attempts = [
      '/public/../package.json',
      '/public/%2e%2e%2fpackage.json',
      '/public/%2e%2e/%2e%2e/package.json',
      '/public/..%2f..%2fpackage.json',
      '/public/demo/..%2f..%2f..%2fbuild/content/files.json',
      '/public/%2fetc%2fpasswd',
      '/public/training/../../package.json',
      '/public/%E0%A4%A',
      '/public/a%00b',
      '/secure-download?file=../../package.json',
      '/secure-download?file=%2Fetc%2Fpasswd',
      '/images/../package.json',
      '/images/%2e%2e%2f%2e%2e%2fpackage.json',
      '/images/notes.txt',
      '/%2e%2e/package.json',
      '/assets/../../package.json',
    ];
    for (const url of attempts) {
      for (const headers of [{}, { cookie }]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect({ url, status: response.statusCode }).not.toMatchObject({ status: 200 });
        expect(response.statusCode, url).toBeLessThan(500);
        expect(response.body).not.toContain('"name": "customer-resources-portal"');
      }
    }
  });
});

describe('GET /public/training/<path>', () => {
  it('serves a training file inline to a permitted account only', async () => {
    expect((await t.app.inject({ url: `/public/training/${fixtureFiles.training}` })).statusCode).toBe(401);
    const cookie = await signIn(t.app, 'demo-acme');
    const response = await t.app.inject({ url: `/public/training/${fixtureFiles.training}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^inline;/);
    expect(response.rawPayload.equals(readFileSync(join(t.tree.contentDir, 'training', fixtureFiles.training)))).toBe(
      true,
    );
  });

  it("serves a video page's video and its captions, as the compiler indexed them, by their types", async () => {
    const captions = 'acme/videos/priming.es.vtt';
    expect((await t.app.inject({ url: `/public/training/${captions}` })).statusCode).toBe(401);
    const cookie = await signIn(t.app, 'demo-acme');
    const track = await t.app.inject({ url: `/public/training/${captions}`, headers: { cookie } });
    expect(track.statusCode).toBe(200);
    // A <track> is read only as text/vtt; the charset keeps the captions' accents.
    expect(track.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(track.body).toBe(readFileSync(join(t.tree.contentDir, 'training', captions), 'utf8'));
    expect(track.body).toContain('Cierre la pinza de rodillo');
    // The browser's player asks for the video in parts.
    const video = await t.app.inject({
      url: '/public/training/acme/videos/priming.mp4',
      headers: { cookie, range: 'bytes=0-99' },
    });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(video.rawPayload).toHaveLength(100);
  });

  it('answers a training file of a line not permitted as one that does not exist, audited', async () => {
    const cookie = await signIn(t.app, 'demo-acme');
    const denied = await t.app.inject({ url: `/public/training/${otherLineCourse.key}`, headers: { cookie } });
    expect(denied.statusCode).toBe(404);
    expect((await t.storage.audit.recent(1))[0]).toMatchObject({
      kind: 'access-denied',
      detail: `training:${otherLineCourse.key}`,
    });
    const missing = await t.app.inject({ url: '/public/training/other/missing/index.html', headers: { cookie } });
    expect(seenOf(missing)).toEqual(seenOf(denied));
  });

  it('may be framed by this site only, while other answers may not be framed at all', async () => {
    const cookie = await signIn(t.app, 'demo-acme');
    const training = await t.app.inject({ url: `/public/training/${fixtureFiles.training}`, headers: { cookie } });
    expect(training.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(training.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(training.headers['x-frame-options']).toBe('SAMEORIGIN');
    const site = await t.app.inject({ url: '/api/site' });
    expect(site.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(site.headers['x-frame-options']).toBe('DENY');
  });
});

describe('GET /secure-download?file=', () => {
  it('redirects a signed-out visitor to the login page with the requested file', async () => {
    const path = fixtureFiles.guide;
    const response = await t.app.inject({ url: `/secure-download?file=${encodeURIComponent(path)}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/login?requestedFile=${encodeURIComponent(path)}`);
  });

  it('delivers with no-store to a permitted account, and otherwise answers as for a missing file, audited', async () => {
    const cookie = await signIn(t.app, 'demo-acme');
    const ok = await t.app.inject({ url: `/secure-download?file=${fixtureFiles.guide}`, headers: { cookie } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.rawPayload.equals(readFileSync(join(t.tree.contentDir, 'secure', fixtureFiles.guide)))).toBe(true);
    const denied = await t.app.inject({ url: `/secure-download?file=${fixtureFiles.otherGuide}`, headers: { cookie } });
    expect(denied.statusCode).toBe(404);
    expect((await t.storage.audit.recent(1))[0]).toMatchObject({
      kind: 'access-denied',
      account: 'demo-acme',
      detail: `secure:${fixtureFiles.otherGuide}`,
    });
    const missing = await t.app.inject({ url: '/secure-download?file=nothing.pdf', headers: { cookie } });
    expect(seenOf(missing)).toEqual(seenOf(denied));
  });

  it('answers 400 without a file parameter', async () => {
    const response = await t.app.inject({ url: '/secure-download' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ in: 'querystring', pointer: '/file' });
  });
});

describe('GET /images/<path>', () => {
  it('serves images without a session and nothing else', async () => {
    const logo = await t.app.inject({ url: '/images/logos/site.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await t.app.inject({ url: '/images/notes.txt' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/images/missing.png' })).statusCode).toBe(404);
  });
});
