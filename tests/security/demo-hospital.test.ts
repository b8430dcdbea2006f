/**
 * The real server and demo mode's hospital: in demo mode it runs a real OpenID Connect provider on
 * loopback, says where and who signs in there, and stops it with the server; in production it
 * never starts one.
 */
import { describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../server/testing/server-process';
import { fixtureServers, printed } from './testing/fixture-servers';

const start = fixtureServers();

/** The start-up output up to the line that names the console: every line about the portal is printed before it. */
async function started(process: ServerProcess): Promise<string> {
  await printed(process, /Operators' console/);
  return process.output();
}

describe('demo mode’s hospital', { timeout: 90_000 }, () => {
  it('runs a real provider on loopback, named at start with its staff, and stops with the server', async () => {
    const portal = await start();
    const output = await started(portal);
    const [, issuer] = /Demo hospital sign-in \((http:\/\/127\.0\.0\.1:\d+), account "demo"\): (.*)/.exec(output) ?? [];
    expect(output).toMatch(/nurse@demo-hospital\.example "nurse" \(nurse\)/);
    const discovered = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
      issuer: string;
      code_challenge_methods_supported: string[];
    };
    expect(discovered.issuer).toBe(issuer);
    expect(discovered.code_challenge_methods_supported).toEqual(['S256']);
    // The demo account is connected to it: its button leads there.
    const answer = await fetch(`${portal.origin}/sso/start?org=demo`, { redirect: 'manual' });
    expect(answer.headers.get('location')).toMatch(new RegExp(`^${issuer}/auth\\?`));
    expect(await portal.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    await expect(fetch(`${issuer}/.well-known/openid-configuration`)).rejects.toThrow();
  });

  it('is never started in production', async () => {
    const portal = await start({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(64),
      SUPPORT_PHONE: '1-855-000-0000',
      SUPPORT_EMAIL: 'support@portal.example',
      EIFU_PASSWORD: 'eifu',
      LEARNING_LIBRARY_URL: 'https://learning.example/library',
      // A test-only setting production refuses: unset.
      SCRYPT_COST: '',
    });
    const output = await started(portal);
    expect(output).toContain('Demo mode is off');
    expect(output).not.toMatch(/Demo hospital/);
    const answer = await fetch(`${portal.origin}/sso/start?org=demo`, { redirect: 'manual' });
    expect(answer.headers.get('location')).toBe('/login?sso=unknown-domain');
  });
});
