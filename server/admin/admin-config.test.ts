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

  it('keep an idle console session 15 minutes unless told otherwise', () => {
    expect(loadConfig({}).adminSessionIdleMinutes).toBe(15);
    expect(loadConfig({ ADMIN_SESSION_IDLE_MINUTES: '5' }).adminSessionIdleMinutes).toBe(5);
  });
});
