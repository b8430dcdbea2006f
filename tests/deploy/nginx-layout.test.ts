/**
 * The production layout for real: nginx (/usr/sbin/nginx) with deploy/nginx/ installed as the README
 * says into a scratch copy of Debian's layout, on ports of 127.0.0.1 (plain HTTP, as behind a
 * balancer that ends TLS), in front of the portal listening with FILE_DELIVERY=x-accel
 * and TRUST_PROXY=127.0.0.1. Documents arrive whole and in ranges with the portal's headers,
 * refusals are the portal's, the internal location cannot be asked for, probes and metrics stay off
 * the public server, and assets and images are nginx's own. Skipped, saying so, where nginx is not installed (`.ci/run` installs nginx-light).
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authKeyOf } from '../../engine/shared/accounts/auth-key';
import { installNginx, selfSignedCertificate } from '../../scripts/deploy/nginx-config';
import { type NginxProcess, nginxBinary, nginxInstalled, startNginx } from '../../scripts/deploy/nginx-process';
import { freePort } from '../../scripts/dev/api-server';
import { sessionCookieName } from '../../server/auth/session-cookie';
import { awkwardlyStoredFile, fixtureFiles, pdfBytes } from '../../server/testing/fixture-content';
import { createTestApp, signIn, type TestApp } from '../../server/testing/test-app';
import { portOf, type RawAnswer, type RawRequest, rawRequest } from '../security/testing/raw-http';

const installed = nginxInstalled();
if (!installed)
  console.warn(`Skipping the nginx layout test: ${nginxBinary} is not installed (apt-get install nginx-light).`);

/** The built script of the stub site that server/testing/fixture-content.ts writes. */
const assetPath = '/assets/app-1234.js';

let portal: TestApp;
let portalPort: number;
let nginx: NginxProcess;
let nginxPort: number;
let stateDir: string;
let cookie: string;
let assetBytes: Buffer;

const viaNginx = (request: RawRequest | string) =>
  rawRequest(nginxPort, typeof request === 'string' ? { target: request } : request);
const signedIn = (target: string, headers: Record<string, string> = {}) =>
  viaNginx({ target, headers: { cookie, ...headers } });
const auditOf = async (answer: RawAnswer) =>
  (await portal.storage.audit.recent(10_000)).filter((row) => row.requestId === answer.headers['x-request-id']);

describe.skipIf(!installed)(
  installed ? 'nginx in front of the portal' : `nginx in front of the portal (skipped: no ${nginxBinary})`,
  () => {
    beforeAll(async () => {
      portal = await createTestApp({
        env: { FILE_DELIVERY: 'x-accel', TRUST_PROXY: '127.0.0.1' },
        handIndexed: [awkwardlyStoredFile],
      });
      assetBytes = readFileSync(join(portal.tree.siteDir, assetPath));
      writeFileSync(join(portal.tree.siteDir, `${assetPath}.gz`), gzipSync(assetBytes));
      // Run as root, nginx's workers read files as www-data: the temp folders must be open to them.
      chmodSync(portal.tree.root, 0o755);
      await portal.app.listen({ host: '127.0.0.1', port: 0 });
      portalPort = portOf(portal.app.server.address());
      cookie = await signIn(portal.app, 'demo');

      stateDir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
      chmodSync(stateDir, 0o755);
      nginxPort = await freePort();
      const config = installNginx({
        prefix: stateDir,
        workerProcesses: 1,
        listen: `127.0.0.1:${nginxPort}`,
        redirectListen: `127.0.0.1:${await freePort()}`,
        portals: [`127.0.0.1:${portalPort}`],
        siteDir: portal.tree.siteDir,
        contentDir: portal.tree.contentDir,
        xAccelPrefix: portal.app.config.xAccelPrefix,
        certificate: selfSignedCertificate(stateDir, ['portal.example.com']),
      });
      nginx = await startNginx(config, stateDir, nginxPort);
    });
    afterAll(async () => {
      await nginx?.stop();
      await portal?.close();
      if (stateDir) rmSync(stateDir, { recursive: true, force: true });
    });

    it('delivers a permitted PDF whole, with the bytes of the file and the headers the portal chose, audited', async () => {
      const answer = await signedIn(`/public/${fixtureFiles.tips}`);
      expect(answer.status).toBe(200);
      expect(answer.body.equals(pdfBytes)).toBe(true);
      expect(answer.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': 'inline; filename=tips.pdf',
        'content-length': String(pdfBytes.length),
        'cache-control': 'private, max-age=300',
      });
      expect(answer.headers['x-accel-redirect']).toBeUndefined();
      expect(await auditOf(answer)).toMatchObject([
        { kind: 'file-delivered', account: 'demo', detail: `public:${fixtureFiles.tips}`, clientAddress: '127.0.0.1' },
      ]);
    });

    it("carries every header of the portal's own answer: security headers, request id, validators", async () => {
      const [portalAnswer, nginxAnswer] = [
        await rawRequest(portalPort, { target: `/public/training/${fixtureFiles.training}`, headers: { cookie } }),
        await signedIn(`/public/training/${fixtureFiles.training}`),
      ];
      const transport = ['date', 'connection', 'keep-alive', 'content-length', 'x-accel-redirect', 'x-request-id'];
      const expected = Object.fromEntries(
        Object.entries(portalAnswer.headers).filter(([name]) => !transport.includes(name)),
      );
      expect(nginxAnswer.headers).toMatchObject(expected);
      expect(expected['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(await auditOf(nginxAnswer)).toHaveLength(1);
    });

    it('answers a Range with 206 and exactly those bytes, and If-None-Match with 304', async () => {
      const part = await signedIn(`/public/${fixtureFiles.tips}`, { range: 'bytes=100-199' });
      expect(part.status).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${pdfBytes.length}`);
      expect(part.body.equals(pdfBytes.subarray(100, 200))).toBe(true);
      expect((await auditOf(part))[0]?.detail).toBe(`public:${fixtureFiles.tips} bytes=100-199`);

      const current = await signedIn(`/public/${fixtureFiles.tips}`, { 'if-none-match': part.headers.etag ?? '' });
      expect(current.status).toBe(304);
      expect(current.body.length).toBe(0);
    });

    it('finds a file stored under a name with spaces, non-ASCII letters, # and ?', async () => {
      const answer = await signedIn(`/public/${awkwardlyStoredFile.key}`);
      expect(answer.status).toBe(200);
      expect(answer.body.equals(awkwardlyStoredFile.bytes as Buffer)).toBe(true);
    });

    it('delivers secure downloads with no-store', async () => {
      const answer = await signedIn(`/secure-download?file=${fixtureFiles.guide}`);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body.equals(readFileSync(join(portal.tree.contentDir, 'secure', fixtureFiles.guide)))).toBe(true);
    });

    it("gives a signed-out or unpermitted request the portal's refusal, without a byte of the file", async () => {
      const signedOut = await viaNginx(`/public/${fixtureFiles.tips}`);
      expect(signedOut.status).toBe(401);
      expect(signedOut.body.toString()).toBe('{"error":"Sign in first"}');
      const secure = await viaNginx(`/secure-download?file=${fixtureFiles.guide}`);
      expect(secure.status).toBe(302);
      expect(secure.headers.location).toBe(`/login?requestedFile=${encodeURIComponent(fixtureFiles.guide)}`);
      const acmeOnly = await signIn(portal.app, 'demo-acme');
      const otherLine = await viaNginx({ target: `/public/${fixtureFiles.otherTips}`, headers: { cookie: acmeOnly } });
      expect(otherLine.status).toBe(404);
      for (const answer of [signedOut, secure, otherLine]) {
        expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        expect(answer.body.includes(pdfBytes.subarray(0, 64))).toBe(false);
      }
    });

    it('never answers the internal location to a request from outside', async () => {
      for (const target of [
        `/_protected-files/files/${fixtureFiles.tips}`,
        `/_protected-files/secure/${fixtureFiles.guide}`,
        `/%5fprotected-files/files/${fixtureFiles.tips}`,
        `/public/..%2f_protected-files/files/${fixtureFiles.tips}`,
        `/assets/../_protected-files/files/${fixtureFiles.tips}`,
      ]) {
        for (const headers of [{}, { cookie }] as Record<string, string>[]) {
          const answer = await viaNginx({ target, headers });
          expect(answer.status, target).toBe(404);
          expect(answer.body.includes(pdfBytes.subarray(0, 64)), target).toBe(false);
        }
      }
    });

    it('serves fingerprinted assets itself, cached for a year as immutable, gzip when accepted', async () => {
      const plain = await viaNginx(assetPath);
      expect(plain.status).toBe(200);
      expect(plain.body.equals(assetBytes)).toBe(true);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.headers['x-content-type-options']).toBe('nosniff');
      // Every answer of the portal carries a request id: this one never reached it.
      expect(plain.headers['x-request-id']).toBeUndefined();
      const gzip = await viaNginx({ target: assetPath, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(assetBytes)).toBe(true);
      expect(gzip.headers.vary).toBe('Accept-Encoding');
    });

    it('serves images itself and leaves anything else under /images/ to the portal', async () => {
      const logo = await viaNginx('/images/logos/site.svg');
      expect(logo.status).toBe(200);
      expect(logo.headers['content-type']).toBe('image/svg+xml');
      expect(logo.headers['cache-control']).toBe('public, max-age=3600');
      expect(logo.headers['content-security-policy']).toContain('sandbox');
      expect(logo.headers['x-request-id']).toBeUndefined();
      const notAnImage = await viaNginx('/images/notes.txt');
      expect(notAnImage.status).toBe(404);
      expect(notAnImage.headers['x-request-id']).toBeDefined();
    });

    it('tells the portal the address nginx saw, never one the client wrote (TRUST_PROXY=127.0.0.1)', async () => {
      const answer = await signedIn(`/public/${fixtureFiles.tips}`, { 'x-forwarded-for': '203.0.113.7' });
      expect(answer.status).toBe(200);
      expect((await auditOf(answer))[0]?.clientAddress).toBe('127.0.0.1');
    });

    it("answers 404 itself to the probes and metrics, which operators ask on each instance's own port", async () => {
      for (const target of ['/healthz', '/readyz', '/metrics', '/healthz?full=1', '/%72eadyz', '//metrics']) {
        const answer = await viaNginx(target);
        expect(answer.status, target).toBe(404);
        // Every answer of the portal carries a request id: this one never reached it.
        expect(answer.headers['x-request-id'], target).toBeUndefined();
        expect(answer.body.toString(), target).not.toContain('status');
      }
      for (const target of ['/healthz', '/readyz']) {
        expect((await rawRequest(portalPort, { target })).status, target).toBe(200);
      }
    });

    it("accepts the login page's own sign-in on a port other than 80 or 443, and refuses another origin's", async () => {
      // As a browser on http://127.0.0.1:<port>/login posts it: Host and Origin both carry the port.
      const signInFrom = (origin: string, site: string) =>
        viaNginx({
          method: 'POST',
          target: '/api/session',
          headers: {
            host: `127.0.0.1:${nginxPort}`,
            origin,
            'sec-fetch-site': site,
            'sec-fetch-mode': 'cors',
            'sec-fetch-dest': 'empty',
            'content-type': 'application/json',
          },
          body: JSON.stringify({ authKey: authKeyOf('demo') }),
        });
      const own = await signInFrom(`http://127.0.0.1:${nginxPort}`, 'same-origin');
      expect(own.status).toBe(200);
      expect(own.setCookies.some((line) => line.startsWith(`${sessionCookieName}=`))).toBe(true);
      // The same host on another port is another origin, whose page may not sign in here.
      const otherPort = await signInFrom('http://127.0.0.1', 'same-site');
      expect(otherPort.status).toBe(403);
      expect(otherPort.body.toString()).toBe(
        '{"error":"Sign-in requests from other sites are refused","reason":"other-site"}',
      );
      expect(otherPort.setCookies).toEqual([]);
    });

    it('hands pages to the portal', async () => {
      const page = await viaNginx({ target: '/login', headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('<div id="root">');
      expect(page.headers['x-request-id']).toBeDefined();
    });
  },
);
