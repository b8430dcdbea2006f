/**
 * The README's nginx installation on Debian, for real: its own commands (copy the files into
 * conf.d/ and sites-available/, link the site from sites-enabled/, raise nginx.conf's worker limits)
 * run as written on a scratch copy of Debian's layout, /etc/nginx read as that folder (Debian's own
 * nginx.conf, which includes conf.d/*.conf and sites-enabled/*), with a certificate made here for
 * portal.example.com. `nginx -t` accepts it; nginx started as `nginx -p <folder> -c
 * <folder>/nginx.conf` passes an HTTPS sign-in and a product manifest to the portal behind it, and
 * sends http:// to https://. Skipped, saying so, where nginx or openssl is not installed (`.ci/run`
 * installs nginx-light).
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authKeyOf } from '../../engine/shared/accounts/auth-key';
import { installNginx, selfSignedCertificate } from '../../scripts/deploy/nginx-config';
import {
  checkNginx,
  type NginxProcess,
  nginxBinary,
  nginxInstalled,
  startNginx,
} from '../../scripts/deploy/nginx-process';
import { freePort } from '../../scripts/dev/api-server';
import { sessionCookieName } from '../../server/auth/session-cookie';
import { fixtureModels } from '../../server/testing/fixture-content';
import { createTestApp, type TestApp } from '../../server/testing/test-app';
import { portOf, rawRequest } from '../security/testing/raw-http';
import { type HttpsAnswer, type HttpsRequest, httpsRequest } from './testing/https-request';

const openssl = '/usr/bin/openssl';
const installed = nginxInstalled() && existsSync(openssl);
if (!installed) console.warn(`Skipping the nginx installation test: ${nginxBinary} or ${openssl} is not installed.`);

const name = 'portal.example.com';

let portal: TestApp;
let prefix: string;
let config: string;
let nginx: NginxProcess;
let httpsPort: number;
let httpPort: number;
let certificate: Buffer;

const viaNginx = (path: string, options: Omit<HttpsRequest, 'port' | 'servername' | 'ca' | 'path'> = {}) =>
  httpsRequest({ port: httpsPort, servername: name, ca: certificate, path, ...options });

const cookieOf = (answer: HttpsAnswer) =>
  answer.headers['set-cookie']?.find((line) => line.startsWith(`${sessionCookieName}=`))?.split(';')[0];

describe.skipIf(!installed)(
  installed
    ? "nginx installed as the README says, on Debian's layout"
    : "nginx installed as the README says, on Debian's layout (skipped: no nginx or openssl)",
  () => {
    beforeAll(async () => {
      portal = await createTestApp({ env: { FILE_DELIVERY: 'x-accel', TRUST_PROXY: '127.0.0.1' } });
      // Run as root, nginx's workers read files as www-data: the temp folders must be open to them.
      chmodSync(portal.tree.root, 0o755);
      await portal.app.listen({ host: '127.0.0.1', port: 0 });
      prefix = mkdtempSync(join(tmpdir(), 'nginx-debian-'));
      chmodSync(prefix, 0o755);
      const files = selfSignedCertificate(prefix, [name]);
      certificate = readFileSync(files.certificate);
      [httpsPort, httpPort] = [await freePort(), await freePort()];
      config = installNginx({
        prefix,
        workerProcesses: 1,
        // As the site file has it, on ports of this test's own.
        listen: `127.0.0.1:${httpsPort} ssl http2`,
        redirectListen: `127.0.0.1:${httpPort}`,
        portals: [`127.0.0.1:${portOf(portal.app.server.address())}`],
        siteDir: portal.tree.siteDir,
        contentDir: portal.tree.contentDir,
        xAccelPrefix: portal.app.config.xAccelPrefix,
        certificate: files,
      });
      nginx = await startNginx(config, prefix, httpsPort);
    });
    afterAll(async () => {
      await nginx?.stop();
      await portal?.close();
      if (prefix) rmSync(prefix, { recursive: true, force: true });
    });

    it('passes nginx -t', () => {
      expect(checkNginx(config, prefix)).toContain('test is successful');
    });

    it('passes an HTTPS sign-in and a product manifest through to the portal', async () => {
      const signIn = await viaNginx('/api/session', {
        method: 'POST',
        headers: { 'sec-fetch-site': 'same-origin' },
        body: { authKey: authKeyOf('demo') },
      });
      expect(signIn.status, signIn.body).toBe(200);
      const cookie = cookieOf(signIn) ?? '';
      expect(cookie).not.toBe('');

      const manifest = await viaNginx(`/api/products/${fixtureModels.first}`, { headers: { cookie } });
      expect(manifest.status).toBe(200);
      expect(JSON.parse(manifest.body)).toMatchObject({ product: { model: fixtureModels.first } });
      // Every answer of the portal carries a request id: this one came from it.
      expect(manifest.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(manifest.headers['x-robots-tag']).toBe('noindex');
      expect((await viaNginx(`/api/products/${fixtureModels.first}`)).status).toBe(401);
    });

    it('sends http:// to https://, path and query kept, without asking the portal', async () => {
      const answer = await rawRequest(httpPort, {
        target: '/login?requestedFile=a.pdf',
        headers: { host: `${name}:${httpPort}` },
      });
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(`https://${name}/login?requestedFile=a.pdf`);
      expect(answer.headers['x-request-id']).toBeUndefined();
    });
  },
);
