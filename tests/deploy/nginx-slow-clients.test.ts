/**
 * Slow clients against deploy/nginx/ for real, installed as the README says into a scratch copy of
 * Debian's layout (whose nginx.conf the README gives 8,192 connections a worker): one address (127.0.0.1) opens 1,300
 * connections that send the start of a request header and then a line every 2 s, never its end
 * (slowloris), against nginx rendered with one worker in front of the portal. nginx must hold
 * them all and still answer new visitors at once, and must reset each slow connection soon after
 * its header time is up, however it trickles. With 1,024 connections a worker and nginx's default
 * 60 s for a header, most new visitors got no answer for a minute. Skipped, saying so, where nginx
 * is not installed (`.ci/run` installs nginx-light).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installNginx, selfSignedCertificate } from '../../scripts/deploy/nginx-config';
import { type NginxProcess, nginxBinary, nginxInstalled, startNginx } from '../../scripts/deploy/nginx-process';
import { freePort } from '../../scripts/dev/api-server';
import { createTestApp, type TestApp } from '../../server/testing/test-app';
import { portOf, rawRequest } from '../security/testing/raw-http';
import { openFileLimit, startSlowHeaderClients } from './testing/slow-header-clients';

const installed = nginxInstalled();
if (!installed)
  console.warn(`Skipping the nginx slow-client test: ${nginxBinary} is not installed (apt-get install nginx-light).`);

/** Slow connections from the one address: more than the 1,024 a worker this config used to allow. */
const slowClients = 1300;
const visitors = 20;
/** How long a visitor may wait for the login page while the slow connections are held. */
const visitorPatienceMs = 5000;
/** Every slow connection must be reset by then: client_header_timeout and room for a busy machine. */
const slowHoldLimitMs = 20_000;

let portal: TestApp;
let nginx: NginxProcess;
let nginxPort: number;
let stateDir: string;

/** The login page as a new visitor asks for it: status (0 for no answer) and how long it took. */
async function visit(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const status = await rawRequest(nginxPort, {
    target: '/login',
    headers: { host: `127.0.0.1:${nginxPort}`, accept: 'text/html' },
    silentMs: visitorPatienceMs,
  }).then(
    (answer) => (Number.isNaN(answer.status) ? 0 : answer.status),
    () => 0,
  );
  return { status, ms: performance.now() - started };
}

describe.skipIf(!installed)(
  installed ? 'nginx and slow clients' : `nginx and slow clients (skipped: no ${nginxBinary})`,
  () => {
    beforeAll(async () => {
      // The slow sockets are this process's own files; nginx raises its own limit (worker_rlimit_nofile).
      const limit = openFileLimit();
      if (limit < slowClients + 512) {
        throw new Error(`This test opens ${slowClients} sockets: raise the open-file limit (ulimit -n ${limit}).`);
      }
      portal = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
      // Run as root, nginx's workers read files as www-data: the temp folders must be open to them.
      chmodSync(portal.tree.root, 0o755);
      await portal.app.listen({ host: '127.0.0.1', port: 0 });
      stateDir = mkdtempSync(join(tmpdir(), 'portal-nginx-slow-'));
      chmodSync(stateDir, 0o755);
      nginxPort = await freePort();
      const config = installNginx({
        prefix: stateDir,
        // One worker: the fewest connections a machine running these files has.
        workerProcesses: 1,
        listen: `127.0.0.1:${nginxPort}`,
        redirectListen: `127.0.0.1:${await freePort()}`,
        portals: [`127.0.0.1:${portOf(portal.app.server.address())}`],
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

    it(`answers new visitors while one address holds ${slowClients} unfinished requests, and resets those within ${slowHoldLimitMs / 1000} s`, async () => {
      const attack = startSlowHeaderClients(nginxPort, slowClients);
      try {
        await attack.until(
          () => attack.sockets.every((socket) => socket.connected || socket.endedAt !== undefined),
          20_000,
          `all ${slowClients} slow connections made`,
        );
        const answers = await Promise.all(Array.from({ length: visitors }, visit));
        const answered = answers.filter((answer) => answer.status === 200).length;
        console.log(
          `${slowClients} slow-header connections from one address: ${answered} of ${visitors} new visitors got the login page (slowest ${Math.round(Math.max(...answers.map((answer) => answer.ms)))} ms)`,
        );
        expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));

        await attack.until(() => attack.open() === 0, slowHoldLimitMs + 5000, 'every slow connection ended by nginx');
        const held = attack.sockets.map((socket) => (socket.endedAt ?? Number.NaN) - socket.openedAt);
        // Ended within a second: closed on arrival, for want of a free connection, not timed out.
        const turnedAway = held.filter((ms) => ms < 1000).length;
        console.log(
          `nginx turned ${turnedAway} of them away at once and ended the rest after ${(Math.min(...held) / 1000).toFixed(1)}–${(Math.max(...held) / 1000).toFixed(1)} s, by ${[...new Set(attack.sockets.map((socket) => socket.endedBy))].join(', ')}`,
        );
        expect(turnedAway).toBe(0);
        expect(Math.max(...held)).toBeLessThan(slowHoldLimitMs);
        // reset_timedout_connection: a reset, which frees the connection without a closing handshake
        // (EPIPE when the next header line went out before the reset was read), never a plain close.
        expect(attack.sockets.filter((socket) => !['ECONNRESET', 'EPIPE'].includes(socket.endedBy ?? ''))).toEqual([]);
      } finally {
        attack.stop();
      }
    });
  },
);
