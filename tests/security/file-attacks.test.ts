/**
 * Attacks on the file routes, as raw requests: traversal in every spelling on every route,
 * symlinks planted in the content folder, files of a product the account lacks, HEAD and
 * OPTIONS, and ranges that are invalid, unsatisfiable or many. Never a 5xx, never a byte of
 * a protected file, and refusals are audited as access denied.
 */
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureFiles, fixtureModels, oddlyNamedFile, pdfBytes } from '../../server/testing/fixture-content';
import { signIn } from '../../server/testing/test-app';
import { type AttackServer, expectNoProtectedBytes, expectRefused, startAttackServer } from './testing/attack-server';
import { escapes, fileRoutes, firstFolder, otherFolder } from './testing/file-escapes';

let server: AttackServer;
let demo: string;
let acmeOnly: string;
let outside: string;

beforeAll(async () => {
  server = await startAttackServer({ handIndexed: [oddlyNamedFile] });
  demo = await signIn(server.app, 'demo');
  acmeOnly = await signIn(server.app, 'demo-acme');
  // A secret next to (not inside) the content folder, for traversal and symlinks to aim at.
  outside = join(server.tree.root, 'outside');
  mkdirSync(outside);
  writeFileSync(join(outside, 'secret.txt'), 'OUTSIDE-SECRET-MARKER');
  server.markers.set('outside/secret.txt', 'OUTSIDE-SECRET-MARKER');
});
afterAll(async () => {
  await server.close();
});

describe('path traversal on every file route', () => {
  for (const [route, target] of fileRoutes) {
    for (const [who, cookie] of [
      ['signed out', () => undefined],
      ['signed in', () => demo],
    ] as const) {
      it(`${route}, ${who}: every escape is a clear 4xx without a protected byte`, async () => {
        for (const way of escapes) {
          const path = target(way);
          const value = cookie();
          const answer = await server.request({ target: path, headers: value ? { cookie: value } : {} });
          if (route === 'secure' && !value && answer.status === 302) {
            // Signed out, every well-formed secure path goes to the login page alike (no probing of
            // which files exist); the address stays a path on this site.
            expect(answer.headers.location, path).toMatch(/^\/login\?requestedFile=[^/]/);
            expectNoProtectedBytes(server, answer, `${route} ${who} ${path}`);
            continue;
          }
          expectRefused(server, answer, `${route} ${who} ${path}`);
          expect(answer.raw.toString('latin1'), path).not.toMatch(/root:x:0:0|"name": "customer-resources-portal"/);
          if (route !== 'images' && answer.body.toString() === '{"error":"Invalid file path"}') {
            expect(
              (await server.auditOf(answer)).map((row) => row.kind),
              path,
            ).toEqual(['access-denied']);
          }
        }
      });
    }
  }

  it('answers the clear spellings with 400 "Invalid file path" and audits them, on the three gated routes', async () => {
    for (const target of [
      '/public/..%2f..%2fpackage.json',
      '/public/%252e%252e%252fpackage.json',
      `/public/${fixtureFiles.tips}%00.png`,
      '/public/training/..%2f..%2fpackage.json',
      '/secure-download?file=../../package.json',
      '/secure-download?file=%2e%2e%2fpackage.json',
      '/secure-download?file=%252e%252e%252fpackage.json',
      '/secure-download?file=..%5cpackage.json',
      '/secure-download?file=/etc/passwd/..',
      `/secure-download?file=${fixtureFiles.guide}%00`,
    ]) {
      for (const cookie of [undefined, demo]) {
        const answer = await server.request({ target, headers: cookie ? { cookie } : {} });
        expect(answer.status, target).toBe(400);
        expect(answer.body.toString(), target).toBe('{"error":"Invalid file path"}');
        const rows = await server.auditOf(answer);
        expect(rows, target).toHaveLength(1);
        expect(rows[0]).toMatchObject({ kind: 'access-denied', account: cookie ? 'demo' : null });
        expect(rows[0]?.detail).toMatch(/\(invalid path\)$/);
      }
    }
  });

  it('a raw backslash or NUL in the request line is refused by the HTTP parser with 400', async () => {
    for (const target of ['/public/..\\..\\package.json', '/public/a\u0000b']) {
      const answer = await server.request({ target, headers: { cookie: demo } });
      expectRefused(server, answer, JSON.stringify(target), [400]);
    }
  });
});

describe('symlinks planted in the content folder', () => {
  it('are never followed out of the content folder, even for an indexed path', async () => {
    // The indexed secure file of the first model becomes a link to the outside secret.
    const indexed = join(server.tree.contentDir, 'secure', fixtureFiles.guide);
    rmSync(indexed);
    symlinkSync(join(outside, 'secret.txt'), indexed);
    // An indexed folder becomes a link to the outside folder.
    const folder = join(server.tree.contentDir, 'files', otherFolder);
    rmSync(folder, { recursive: true });
    symlinkSync(outside, folder);
    // And an unindexed link sits beside real files.
    symlinkSync(join(outside, 'secret.txt'), join(server.tree.contentDir, 'files', firstFolder, 'evil.pdf'));

    for (const target of [
      `/secure-download?file=${fixtureFiles.guide}`,
      `/public/${fixtureFiles.otherTips}`,
      `/public/${firstFolder}/evil.pdf`,
      `/public/${otherFolder}/secret.txt`,
    ]) {
      const answer = await server.request({ target, headers: { cookie: demo } });
      expectRefused(server, answer, target, [404]);
    }
    const linked = await server.request({
      target: `/secure-download?file=${fixtureFiles.guide}`,
      headers: { cookie: demo },
    });
    expect((await server.auditOf(linked))[0]).toMatchObject({
      kind: 'access-denied',
      detail: `secure:${fixtureFiles.guide} (file missing or outside its own folder)`,
    });
    // A real file next to the planted links is still served.
    const real = await server.request({ target: `/public/${fixtureFiles.tips}`, headers: { cookie: demo } });
    expect(real.status).toBe(200);
  });
});

describe('symlinks between folders of the content folder', () => {
  it("are followed only inside the file's own kind and product folder", async () => {
    const publicFolder = join(server.tree.contentDir, 'files', firstFolder);
    const linked = join(publicFolder, 'tips.pdf');
    const original = readFileSync(linked);
    const relink = (target: string) => {
      rmSync(linked);
      symlinkSync(target, linked);
    };
    const fetchTips = () => server.request({ target: `/public/${fixtureFiles.tips}`, headers: { cookie: demo } });

    // A public file that links to a secure file of its own line.
    relink(join(server.tree.contentDir, 'secure', fixtureFiles.guide));
    const toSecure = await fetchTips();
    expectRefused(server, toSecure, 'public file linked to a secure file', [404]);
    expect((await server.auditOf(toSecure))[0]?.detail).toBe(
      `public:${fixtureFiles.tips} (file missing or outside its own folder)`,
    );

    // A public file that links to another line's public file.
    relink(join(server.tree.contentDir, 'files', fixtureFiles.otherTips));
    expectRefused(server, await fetchTips(), "public file linked to another line's file", [404]);

    // A link to a file in its own folder is served.
    const sibling = join(publicFolder, 'real-tips.pdf');
    writeFileSync(sibling, 'SIBLING-CONTENT');
    relink(sibling);
    const inside = await fetchTips();
    expect(inside.status).toBe(200);
    expect(inside.body.toString()).toBe('SIBLING-CONTENT');
    rmSync(linked);
    writeFileSync(linked, original);
  });
});

describe('a file of a product the account lacks', () => {
  it('is answered on every route as a file that does not exist, and audited, with no byte of it', async () => {
    for (const [target, missing] of [
      [`/public/${fixtureFiles.otherTips}`, `/public/${otherFolder}/missing.pdf`],
      [`/secure-download?file=${fixtureFiles.otherGuide}`, `/secure-download?file=${otherFolder}/missing.pdf`],
    ] as const) {
      const answer = await server.request({ target, headers: { cookie: acmeOnly } });
      expectRefused(server, answer, target, [404]);
      expect((await server.auditOf(answer))[0]).toMatchObject({ kind: 'access-denied', account: 'demo-acme' });
      const absent = await server.request({ target: missing, headers: { cookie: acmeOnly } });
      expect(absent.body.toString(), target).toBe(answer.body.toString());
      expect(absent.headers['content-type'], target).toBe(answer.headers['content-type']);
    }
    const manifest = await server.request({
      target: `/api/products/${fixtureModels.otherBrand}`,
      headers: { cookie: acmeOnly },
    });
    expectRefused(server, manifest, 'manifest', [403]);
    expect(manifest.body.toString()).not.toContain('Other Pump');
  });
});

describe('HEAD and OPTIONS on protected routes', () => {
  const targets = [
    `/public/${fixtureFiles.tips}`,
    `/public/training/${fixtureFiles.training}`,
    `/secure-download?file=${fixtureFiles.guide}`,
    `/api/products/${fixtureModels.first}`,
    '/api/catalogue',
  ];

  it('HEAD without a session gives no bytes and no file headers', async () => {
    for (const target of targets) {
      const answer = await server.request({ method: 'HEAD', target });
      expect([302, 401], target).toContain(answer.status);
      expect(answer.raw.toString('latin1').split('\r\n\r\n')[1] ?? '', target).toBe('');
      expect(answer.headers['content-disposition'], target).toBeUndefined();
      expect(answer.headers.etag, target).toBeUndefined();
      expectNoProtectedBytes(server, answer, target);
    }
  });

  it('OPTIONS and other methods are 4xx without bytes, signed in or not', async () => {
    for (const method of ['OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE']) {
      for (const target of targets.slice(0, 3)) {
        for (const cookie of [undefined, demo]) {
          const answer = await server.request({ method, target, headers: cookie ? { cookie } : {} });
          expectRefused(server, answer, `${method} ${target}`, [400, 404, 405]);
          if (method !== 'TRACE') {
            expect(answer.status, `${method} ${target}`).toBe(405);
            expect(answer.headers.allow).toBe('GET, HEAD');
          }
        }
      }
    }
  });

  it('HEAD with a session answers the headers of the file, no body and no delivery in the audit', async () => {
    const answer = await server.request({
      method: 'HEAD',
      target: `/public/${fixtureFiles.tips}`,
      headers: { cookie: demo },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBe(String(pdfBytes.length));
    expect(answer.raw.toString('latin1').split('\r\n\r\n')[1]).toBe('');
    expect(await server.auditOf(answer)).toEqual([]);
  });
});

describe('conditional and range requests (RFC 9110)', () => {
  const tips = `/public/${fixtureFiles.tips}`;
  const get = (headers: Record<string, string>) =>
    server.request({ target: tips, headers: { cookie: demo, ...headers } });

  it('206 for one range, with Content-Range and the exact bytes', async () => {
    const answer = await get({ range: 'bytes=10-19' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes 10-19/${pdfBytes.length}`);
    expect(answer.body.equals(pdfBytes.subarray(10, 20))).toBe(true);
    expect((await server.auditOf(answer))[0]).toMatchObject({
      kind: 'file-delivered',
      detail: `public:${fixtureFiles.tips} bytes=10-19`,
    });
  });

  it('416 with Content-Range bytes */N when nothing is satisfiable', async () => {
    for (const range of ['bytes=1000-', 'bytes=5000-6000', 'bytes=-0', 'bytes=2000-,3000-']) {
      const answer = await get({ range });
      expect(answer.status, range).toBe(416);
      expect(answer.headers['content-range'], range).toBe(`bytes */${pdfBytes.length}`);
      expect(answer.body.length, range).toBeLessThan(100);
    }
  });

  it('invalid, many or scattered ranges get the whole file (200), never 500', async () => {
    const many = `bytes=${Array.from({ length: 500 }, (_, index) => `${index}-${index}`).join(',')}`;
    for (const range of [
      'bytes=abc',
      'bytes=5-1',
      'bytes=--1',
      'bytes=0-1,x',
      'lines=0-10',
      'bytes 0-10',
      'bytes=0-0,500-500,999-999',
      many,
      `bytes=${'9'.repeat(400)}-`,
    ]) {
      const answer = await get({ range });
      expect([200, 416], range.slice(0, 40)).toContain(answer.status);
      if (answer.status === 200) expect(answer.body.equals(pdfBytes), range.slice(0, 40)).toBe(true);
    }
  });

  it('overlapping ranges are coalesced into one part', async () => {
    const answer = await get({ range: 'bytes=0-99,50-149' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes 0-149/${pdfBytes.length}`);
  });

  it('If-Range: a stale or weak validator gets the whole file, the current one the range', async () => {
    const full = await get({});
    const etag = full.headers.etag ?? '';
    expect((await get({ range: 'bytes=0-9', 'if-range': etag })).status).toBe(206);
    expect((await get({ range: 'bytes=0-9', 'if-range': `W/${etag}` })).status).toBe(200);
    expect((await get({ range: 'bytes=0-9', 'if-range': '"stale"' })).status).toBe(200);
    expect((await get({ range: 'bytes=0-9', 'if-range': full.headers['last-modified'] ?? '' })).status).toBe(206);
    expect((await get({ range: 'bytes=0-9', 'if-range': 'Mon, 01 Jan 1990 00:00:00 GMT' })).status).toBe(200);
  });

  it('If-None-Match: 304 without a body for a current copy, 200 otherwise', async () => {
    const etag = (await get({})).headers.etag ?? '';
    const current = await get({ 'if-none-match': etag });
    expect(current.status).toBe(304);
    expect(current.body.length).toBe(0);
    expect((await get({ 'if-none-match': `"x", W/${etag}` })).status).toBe(304);
    expect((await get({ 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('validators and ranges never help a signed-out or unpermitted client', async () => {
    const etag = (await get({})).headers.etag ?? '';
    const who: Record<string, string>[] = [{}, { cookie: acmeOnly }];
    const extras: Record<string, string>[] = [
      { range: 'bytes=0-3' },
      { 'if-none-match': etag },
      { range: 'bytes=5000-' },
    ];
    for (const headers of who) {
      const target = headers.cookie ? `/public/${fixtureFiles.otherTips}` : tips;
      for (const extra of extras) {
        const answer = await server.request({ target, headers: { ...headers, ...extra } });
        expectRefused(server, answer, `${target} ${JSON.stringify(extra)}`, [401, 404]);
      }
    }
  });
});

describe('answers for files', () => {
  it('secure files are no-store with a safe attachment-or-inline disposition', async () => {
    const answer = await server.request({
      target: `/secure-download?file=${fixtureFiles.otherGuide}`,
      headers: { cookie: demo },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.toString()).toBe(server.markers.get(`secure/${fixtureFiles.otherGuide}`));
    expect(answer.headers['content-disposition']).toBe('inline; filename=guide.pdf');
    const refused = await server.request({
      target: `/public/${fixtureFiles.otherTips}`,
      headers: { cookie: acmeOnly },
    });
    expect(refused.headers['cache-control']).toBe('no-store');
    const training = await server.request({
      target: `/public/training/${fixtureFiles.training}`,
      headers: { cookie: acmeOnly },
    });
    expect(training.status).toBe(200);
    expect(training.headers['content-disposition']).toBe('inline; filename=index.html');
    expect(training.headers['x-content-type-options']).toBe('nosniff');
    const encoded = encodeURIComponent('Übersicht "neu".pdf');
    const named = await server.request({ target: `/public/${firstFolder}/${encoded}`, headers: { cookie: demo } });
    expect(named.headers['content-disposition']).toBe(
      `inline; filename="_bersicht _neu_.pdf"; filename*=UTF-8''%C3%9Cbersicht%20%22neu%22.pdf`,
    );
  });
});
