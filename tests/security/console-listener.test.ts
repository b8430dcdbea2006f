/**
 * The real server: the console listens on its own port beside the portal's and says where, the
 * portal's port answers 404 for it, ADMIN_PORT=0 turns it off, and a stop closes both.
 */
import { describe, expect, it } from 'vitest';
import { fixtureServers, printed } from './testing/fixture-servers';

const start = fixtureServers();

describe("the console's listener", { timeout: 90_000 }, () => {
  it('listens on its own port, printed beside the portal’s with how to add the first operator', async () => {
    const portal = await start();
    const [, consoleOrigin] = await printed(
      portal,
      /Operators' console listening on (http:\/\/127\.0\.0\.1:\d+)\/admin\//,
    );
    expect(consoleOrigin).not.toBe(portal.origin);
    await printed(portal, /npm run accounts -- operator-add --name <you> --role admin/);

    const session = await fetch(`${consoleOrigin}/admin/api/session`);
    expect(await session.json()).toEqual({ signedIn: false });
    expect((await fetch(`${portal.origin}/admin/api/session`)).status).toBe(404);
    expect((await fetch(`${portal.origin}/admin/`, { headers: { accept: 'text/html' } })).status).toBe(404);

    expect(await portal.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    await expect(fetch(`${consoleOrigin}/admin/api/session`)).rejects.toThrow();
  });

  it('warns at start-up when it listens beyond loopback, and not when it keeps to it', async () => {
    const exposed = await start({ ADMIN_HOST: '0.0.0.0' });
    await printed(
      exposed,
      /Warning: ADMIN_HOST=0\.0\.0\.0 is not a loopback address: every machine that reaches this port can try the console's sign-in/,
    );
    await exposed.stop();

    const loopback = await start();
    await printed(loopback, /Demo mode is ON/);
    expect(loopback.output()).not.toContain('is not a loopback address');
  });

  it('is off with ADMIN_PORT=0, and says so', async () => {
    const portal = await start({ ADMIN_PORT: '0' });
    await printed(portal, /Operators' console is off \(ADMIN_PORT=0\)/);
    expect(portal.output()).not.toContain("Operators' console listening");
  });
});
