import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("the console's settings", () => {
  it('listen on loopback, 1000 above the portal, so neighbouring instances never clash', () => {
    expect(loadConfig({}).admin).toEqual({ host: '127.0.0.1', port: 9080 });
    expect(loadConfig({ PORT: '8081' }).admin).toEqual({ host: '127.0.0.1', port: 9081 });
    expect(loadConfig({ ADMIN_HOST: '10.0.0.5', ADMIN_PORT: '7443' }).admin).toEqual({ host: '10.0.0.5', port: 7443 });
  });

  it('take any free port where PORT + 1000 is none', () => {
    expect(loadConfig({ PORT: '0' }).admin).toEqual({ host: '127.0.0.1', port: 0 });
    expect(loadConfig({ PORT: '65000' }).admin).toEqual({ host: '127.0.0.1', port: 0 });
  });

  it('turn the console off with ADMIN_PORT=0', () => {
    expect(loadConfig({ ADMIN_PORT: '0' }).admin).toBeNull();
  });

  it('refuse bad values with one line each, beside the other settings', () => {
    expect(problemsOf({ ADMIN_PORT: 'x', ADMIN_HOST: 'bad host', ADMIN_SESSION_IDLE_MINUTES: '0' })).toEqual([
      'ADMIN_HOST must be an IP address or host name (got "bad host")',
      'ADMIN_PORT must be a whole number from 0 to 65535 (got "x")',
      'ADMIN_SESSION_IDLE_MINUTES must be a whole number from 1 to 480 (got "0")',
    ]);
    expect(problemsOf({ PORT: '8080', ADMIN_PORT: '8080' })).toEqual([
      'ADMIN_PORT must differ from PORT (both are 8080): the console never shares the public port',
    ]);
  });

  it('take the origin a proxy serves the console at, https and nothing but an origin', () => {
    expect(loadConfig({}).adminPublicOrigin).toBeNull();
    expect(loadConfig({ ADMIN_PUBLIC_ORIGIN: 'https://console.portal.example/' }).adminPublicOrigin).toBe(
      'https://console.portal.example',
    );
    expect(loadConfig({ ADMIN_PUBLIC_ORIGIN: 'https://console.portal.example:8443' }).adminPublicOrigin).toBe(
      'https://console.portal.example:8443',
    );
    for (const value of ['http://console.portal.example', 'https://console.portal.example/admin/', 'console.example']) {
      expect(problemsOf({ ADMIN_PUBLIC_ORIGIN: value }), value).toEqual([
        `ADMIN_PUBLIC_ORIGIN must be an https origin such as https://console.portal.example (scheme, host and port only) (got "${value}")`,
      ]);
    }
  });

  it('refuse a console listening beyond loopback in production, unless behind a trusted proxy at its public origin', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a'.repeat(64),
      SUPPORT_PHONE: '1-855-000-0000',
      SUPPORT_EMAIL: 'help@example.org',
      EIFU_PASSWORD: 'eifu',
      LEARNING_LIBRARY_URL: 'https://learning.example.org/',
    };
    const refusal = (host: string) =>
      `ADMIN_HOST=${host} is not a loopback address, which NODE_ENV=production refuses unless the console is behind a trusted proxy: keep ADMIN_HOST=127.0.0.1 (an SSH tunnel, or nginx on this machine with deploy/nginx/sites-available/customer-resources-console), or set TRUST_PROXY to the proxy's address and ADMIN_PUBLIC_ORIGIN to the origin it serves the console at`;
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'console-host']) {
      expect(problemsOf({ ...production, ADMIN_HOST: host }), host).toEqual([refusal(host)]);
      expect(problemsOf({ ...production, ADMIN_HOST: host, TRUST_PROXY: '10.0.0.1' }), host).toEqual([refusal(host)]);
      expect(
        problemsOf({ ...production, ADMIN_HOST: host, ADMIN_PUBLIC_ORIGIN: 'https://console.portal.example' }),
        host,
      ).toEqual([refusal(host)]);
    }
    expect(problemsOf({ ...production, ADMIN_HOST: '0.0.0.0', ADMIN_PORT: '8080' })).toEqual([
      'ADMIN_PORT must differ from PORT (both are 8080): the console never shares the public port',
      refusal('0.0.0.0'),
    ]);
    const behindProxy = {
      ...production,
      ADMIN_HOST: '10.0.0.5',
      TRUST_PROXY: '10.0.0.1',
      ADMIN_PUBLIC_ORIGIN: 'https://console.portal.example',
    };
    expect(loadConfig(behindProxy).admin).toEqual({ host: '10.0.0.5', port: 9080 });
    expect(loadConfig({ ...production, ADMIN_HOST: '0.0.0.0', ADMIN_PORT: '0' }).admin).toBeNull();
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '0:0:0:0:0:0:0:1']) {
      expect(loadConfig({ ...production, ADMIN_HOST: host }).admin?.host).toBe(host);
    }
    // Outside production, where a test or a demo may listen anywhere: the start-up warns instead.
    expect(loadConfig({ ADMIN_HOST: '0.0.0.0' }).admin?.host).toBe('0.0.0.0');
  });

  it('keep an idle console session 15 minutes unless told otherwise', () => {
    expect(loadConfig({}).adminSessionIdleMinutes).toBe(15);
    expect(loadConfig({ ADMIN_SESSION_IDLE_MINUTES: '5' }).adminSessionIdleMinutes).toBe(5);
  });
});
