/**
 * The settings each systemd instance of the portal gets, as systemd composes them from
 * deploy/customer-resources@.service and the example deploy/portal.env: the file reads the same to
 * systemd and to a shell (no comment ends up inside a value), the server accepts it once the
 * README's step has written the secret, each instance gets its own port and console port, and
 * nginx's console site lists exactly the consoles of the instances in nginx's portal upstream.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installedFiles, nginxFilesDir, readmeCommands } from '../../scripts/deploy/nginx-config';
import { ConfigError, loadConfig } from '../../server/config';
import { repoRoot } from '../../server/testing/server-process';
import { instanceEnvironment, parseEnvironmentFile } from './testing/systemd-environment';

const deployDir = join(import.meta.dirname, '..', '..', 'deploy');
const unit = readFileSync(join(deployDir, 'customer-resources@.service'), 'utf8');
const exampleEnv = readFileSync(join(deployDir, 'portal.env'), 'utf8');
const sharedPath = '/etc/customer-resources/portal.env';
const instancePath = (port: string) => `/etc/customer-resources/portal-${port}.env`;

/** The settings file as the README's step writes it, run as written with /etc and /srv/portal read as a temp folder and this checkout. */
function installedByReadme(): string {
  const folder = mkdtempSync(join(tmpdir(), 'portal-etc-'));
  try {
    const commands = readmeCommands('install -m 600 /srv/portal/deploy/portal.env')
      .replaceAll('/etc/', `${folder}/`)
      .replaceAll('/srv/portal', repoRoot);
    execFileSync('bash', ['-euo', 'pipefail', '-c', commands], {
      env: { PATH: process.env.PATH ?? '', PORTAL_DB_PASSWORD: randomBytes(24).toString('hex') },
      stdio: 'pipe',
    });
    return readFileSync(join(folder, 'customer-resources', 'portal.env'), 'utf8');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
const installedEnv = installedByReadme();

/** What bash sees after `set -a; . file`, as the README's operator commands read the file. */
function shellReads(text: string, names: string[]): Record<string, string> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-env-'));
  try {
    const file = join(folder, 'portal.env');
    writeFileSync(file, text);
    const printed = execFileSync(
      'bash',
      [
        '-c',
        `set -a; . "$1"; for name in ${names.join(' ')}; do printf '%s=%s\\0' "$name" "\${!name}"; done`,
        'bash',
        file,
      ],
      { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } },
    );
    return Object.fromEntries(
      printed
        .split('\0')
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

/** The ports of an upstream's `server` lines in one of nginx's installed files. */
function upstreamPorts(file: string, upstream: string): string[] {
  const text = readFileSync(join(nginxFilesDir, file), 'utf8');
  const block = new RegExp(`^upstream ${upstream} \\{([^}]*)\\}`, 'm').exec(text)?.[1] ?? '';
  return [...block.matchAll(/^\s*server 127\.0\.0\.1:(\d+)[ ;]/gm)].map((match) => match[1] ?? '');
}

describe('the example settings file, deploy/portal.env', () => {
  it('holds no comment inside a value, as systemd reads it, and reads the same to a shell', () => {
    const env = parseEnvironmentFile(exampleEnv);
    expect(Object.keys(env)).toContain('NODE_ENV');
    expect(Object.entries(env).filter(([, value]) => value.includes('#'))).toEqual([]);
    expect(shellReads(exampleEnv, Object.keys(env))).toEqual(env);
  });

  it("sets neither PORT nor ADMIN_PORT, which are each instance's own", () => {
    const names = Object.keys(parseEnvironmentFile(exampleEnv));
    expect(names).not.toContain('PORT');
    expect(names).not.toContain('ADMIN_PORT');
  });

  it("is accepted by the server's configuration once the README's step has written the secret, and refused until then", () => {
    const env = instanceEnvironment(unit, '8080', { [sharedPath]: installedEnv });
    expect(problemsOf(env)).toEqual([]);
    expect(loadConfig(env)).toMatchObject({ demoMode: false, port: 8080, fileDelivery: 'x-accel', host: '127.0.0.1' });
    expect(problemsOf(instanceEnvironment(unit, '8080', { [sharedPath]: exampleEnv }))).toEqual([
      'SESSION_SECRET is required when NODE_ENV=production (at least 32 characters, e.g. `openssl rand -hex 32`)',
    ]);
  });
});

describe('each instance of deploy/customer-resources@.service', () => {
  it('listens on its instance name, and its console on that port + 1000 unless its own file says otherwise', () => {
    const shared = { [sharedPath]: installedEnv };
    const configOf = (port: string, files: Record<string, string | undefined> = shared) =>
      loadConfig(instanceEnvironment(unit, port, files));
    expect([configOf('8080'), configOf('8081')].map(({ port, admin }) => [port, admin?.port])).toEqual([
      [8080, 9080],
      [8081, 9081],
    ]);
    // The instance's own file wins over the shared one, and PORT comes from the name whatever either says.
    const own = { ...shared, [instancePath('8081')]: 'ADMIN_PORT=9181\nPORT=1234\n' };
    expect([configOf('8080', own), configOf('8081', own)].map(({ port, admin }) => [port, admin?.port])).toEqual([
      [8080, 9080],
      [8081, 9181],
    ]);
  });

  it("is in nginx's portal upstream with its console in the console site's upstream", () => {
    const portals = upstreamPorts(installedFiles.http, 'portal');
    expect(portals.length).toBeGreaterThan(1);
    const consoles = portals.map(
      (port) => loadConfig(instanceEnvironment(unit, port, { [sharedPath]: installedEnv })).admin?.port,
    );
    expect(upstreamPorts(installedFiles.console, 'console').map(Number)).toEqual(consoles);
  });
});
