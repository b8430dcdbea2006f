/**
 * deploy/nginx-console.conf for real: nginx (/usr/sbin/nginx) with TLS (a certificate made here
 * for console.portal.example), its allow-list letting 127.0.0.1 in, on a port other than 443, in
 * front of the console run as the README says (TRUST_PROXY=127.0.0.1 and ADMIN_PUBLIC_ORIGIN).
 * The Host it passes on is one the console's origin allow-list accepts, so an operator signs in
 * and stays signed in; a request for another name through the same server block is refused 421
 * and audited nowhere. Skipped, saying so, where nginx or openssl is not installed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const openssl = '/usr/bin/openssl';
const installed = nginxInstalled() && existsSync(openssl);
if (!installed) console.warn(`Skipping the nginx console test: ${nginxBinary} or ${openssl} is not installed.`);

const templatePath = join(import.meta.dirname, '..', '..', 'deploy', 'nginx-console.conf');
const name = 'console.portal.example';

let test: TestConsole;
let ada: TestOperator;
let nginx: NginxProcess;
let nginxPort: number;
let stateDir: string;
let certificate: Buffer;

/** The template's values replaced, outside comments; every placeholder must still be there. */
function renderConsoleConfig(consolePort: number, plainPort: number): string {
  const replacements: [string, string][] = [
    ['listen 80;', `listen 127.0.0.1:${plainPort};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${nginxPort} ssl;`],
    ['/etc/ssl/console/fullchain.pem', join(stateDir, 'cert.pem')],
    ['/etc/ssl/console/privkey.pem', join(stateDir, 'key.pem')],
    ['allow 192.0.2.10;', 'allow 127.0.0.1;'],
    ['server 127.0.0.1:9080', `server 127.0.0.1:${consolePort}`],
    ['/var/log/nginx/console-access.log', join(stateDir, 'console-access.log')],
  ];
  const used = new Set<string>();
  const block = readFileSync(templatePath, 'utf8')
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : replacements.reduce((text, [placeholder, value]) => {
            if (text.includes(placeholder)) used.add(placeholder);
            return text.replaceAll(placeholder, value);
          }, line),
    )
    .join('\n');
  const missing = replacements.filter(([placeholder]) => !used.has(placeholder));
  if (missing.length > 0) throw new Error(`${templatePath} no longer has ${missing.map(([p]) => p).join(', ')}`);
  // The `http { }` the file is included in, as deploy/nginx.conf's, with what the block relies on.
  return `pid ${join(stateDir, 'nginx.pid')};
worker_processes 1;
events { worker_connections 64; }
http {
    log_format portal '$remote_addr "$request_method $uri" $status';
    client_body_temp_path ${stateDir}/body;
    proxy_temp_path ${stateDir}/proxy;
    fastcgi_temp_path ${stateDir}/fastcgi;
    uwsgi_temp_path ${stateDir}/uwsgi;
    scgi_temp_path ${stateDir}/scgi;
${block}
}
`;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One HTTPS request to nginx, as a browser at `https://<host>` sends it (the certificate is this test's). */
function viaNginx(
  path: string,
  options: { host?: string; method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const host = options.host ?? `${name}:${nginxPort}`;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: nginxPort,
        servername: name,
        ca: certificate,
        path,
        method: options.method ?? 'GET',
        headers: {
          host,
          ...(body === undefined ? {} : { 'content-type': 'application/json', origin: `https://${host}` }),
          ...options.headers,
        },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const signInBody = () => ({ name: ada.name, password: ada.password, code: totpCode(ada.totpSecret, test.clock.now()) });

describe.skipIf(!installed)(
  installed ? 'nginx in front of the console' : 'nginx in front of the console (skipped: no nginx or openssl)',
  () => {
    beforeAll(async () => {
      stateDir = mkdtempSync(join(tmpdir(), 'console-nginx-'));
      execFileSync(
        openssl,
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '1',
          '-subj',
          `/CN=${name}`,
          '-addext',
          `subjectAltName=DNS:${name}`,
          '-keyout',
          join(stateDir, 'key.pem'),
          '-out',
          join(stateDir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      certificate = readFileSync(join(stateDir, 'cert.pem'));
      nginxPort = await freePort();
      test = await createTestConsole({
        env: { TRUST_PROXY: '127.0.0.1', ADMIN_PUBLIC_ORIGIN: `https://${name}:${nginxPort}` },
      });
      ada = await addOperator(test.storage, 'ada', 'admin', test.clock.now());
      await test.app.listen({ host: '127.0.0.1', port: 0 });
      const config = renderConsoleConfig(portOf(test.app.server.address()), await freePort());
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
