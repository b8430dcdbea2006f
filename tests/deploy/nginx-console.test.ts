/**
 * The console's nginx site for real: nginx (/usr/sbin/nginx) with deploy/nginx/ installed as the
 * README says (the portal's files, then the console's site) into a scratch copy of Debian's layout,
 * with TLS (a certificate made here for console.portal.example.com), its allow-list letting
 * 127.0.0.1 in, on a port other than 443, in front of the console run as the README says
 * (TRUST_PROXY=127.0.0.1 and ADMIN_PUBLIC_ORIGIN).
 * The Host it passes on is one the console's origin allow-list accepts, so an operator signs in
 * and stays signed in; a request for another name through the same server block is refused 421
 * and audited nowhere. Skipped, saying so, where nginx or openssl is not installed.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installNginx, selfSignedCertificate } from '../../scripts/deploy/nginx-config';
import { type NginxProcess, nginxBinary, nginxInstalled, startNginx } from '../../scripts/deploy/nginx-process';
import { freePort } from '../../scripts/dev/api-server';
import {
  addOperator,
  createTestConsole,
  type TestConsole,
  type TestOperator,
  totpCode,
} from '../../server/testing/test-console';
import { portOf } from '../security/testing/raw-http';
import { type HttpsAnswer, httpsRequest } from './testing/https-request';

const openssl = '/usr/bin/openssl';
const installed = nginxInstalled() && existsSync(openssl);
if (!installed) console.warn(`Skipping the nginx console test: ${nginxBinary} or ${openssl} is not installed.`);

const name = 'console.portal.example.com';

let test: TestConsole;
let ada: TestOperator;
let nginx: NginxProcess;
let nginxPort: number;
let stateDir: string;
let certificate: Buffer;

/** One HTTPS request to the console's server, as a browser at `https://<host>` sends it. */
function viaNginx(
  path: string,
  options: { host?: string; method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<HttpsAnswer> {
  return httpsRequest({ port: nginxPort, servername: name, ca: certificate, path, ...options });
}

const signInBody = () => ({ name: ada.name, password: ada.password, code: totpCode(ada.totpSecret, test.clock.now()) });

describe.skipIf(!installed)(
  installed ? 'nginx in front of the console' : 'nginx in front of the console (skipped: no nginx or openssl)',
  () => {
    beforeAll(async () => {
      stateDir = mkdtempSync(join(tmpdir(), 'console-nginx-'));
      chmodSync(stateDir, 0o755);
      const consoleCertificate = selfSignedCertificate(stateDir, [name]);
      certificate = readFileSync(consoleCertificate.certificate);
      nginxPort = await freePort();
      test = await createTestConsole({
        env: { TRUST_PROXY: '127.0.0.1', ADMIN_PUBLIC_ORIGIN: `https://${name}:${nginxPort}` },
      });
      ada = await addOperator(test.storage, 'ada', 'admin', test.clock.now());
      await test.app.listen({ host: '127.0.0.1', port: 0 });
      const config = installNginx({
        prefix: stateDir,
        workerProcesses: 1,
        // The portal's site, which the console's comes beside: no portal answers behind it here.
        listen: `127.0.0.1:${await freePort()} ssl`,
        redirectListen: `127.0.0.1:${await freePort()}`,
        portals: [`127.0.0.1:${await freePort()}`],
        siteDir: stateDir,
        contentDir: stateDir,
        xAccelPrefix: '/_protected-files',
        certificate: selfSignedCertificate(stateDir, ['portal.example.com']),
        console: {
          listen: `127.0.0.1:${nginxPort} ssl`,
          redirectListen: `127.0.0.1:${await freePort()}`,
          instances: [`127.0.0.1:${portOf(test.app.server.address())}`],
          allow: '127.0.0.1',
          certificate: consoleCertificate,
        },
      });
      nginx = await startNginx(config, stateDir, nginxPort);
    });
    afterAll(async () => {
      await nginx?.stop();
      await test?.close();
      if (stateDir) rmSync(stateDir, { recursive: true, force: true });
    });

    it('passes on a Host the console answers at: the operator signs in and stays signed in', async () => {
      const signIn = await viaNginx('/admin/api/sign-in', { method: 'POST', body: signInBody() });
      expect(signIn.status, signIn.body).toBe(200);
      const cookie = signIn.headers['set-cookie']?.find((line) => line.startsWith('__Host-console='));
      expect(cookie).toContain('Secure');

      const session = await viaNginx('/admin/api/session', { headers: { cookie: cookie?.split(';')[0] ?? '' } });
      expect(JSON.parse(session.body)).toMatchObject({ signedIn: true, operator: { name: 'ada' } });
      expect((await test.storage.audit.recent(10)).map((row) => [row.kind, row.clientAddress])).toEqual([
        ['operator-login-ok', '127.0.0.1'],
      ]);
    });

    it('gets a request for another name through the same server block refused 421, audited nowhere', async () => {
      const before = (await test.storage.audit.recent(100)).length;
      const rebound = await viaNginx('/admin/api/sign-in', {
        method: 'POST',
        host: `rebind.example:${nginxPort}`,
        body: { name: 'nobody', password: 'a guess', code: '000000' },
      });
      expect(rebound.status).toBe(421);
      expect((await test.storage.audit.recent(100)).length).toBe(before);
      expect(await test.storage.loginLimits.locked(test.clock.now())).toEqual([]);
    });
  },
);
