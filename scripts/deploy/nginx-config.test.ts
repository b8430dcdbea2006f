import { lstatSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installedFiles, installNginx, type NginxValues, readmeCommands, readmeMarkers } from './nginx-config';

const prefixes: string[] = [];
afterEach(() => {
  for (const prefix of prefixes.splice(0)) rmSync(prefix, { recursive: true, force: true });
});

function valuesIn(prefix: string): NginxValues {
  return {
    prefix,
    workerProcesses: 1,
    listen: '127.0.0.1:18443 ssl',
    redirectListen: '127.0.0.1:18080',
    portals: ['127.0.0.1:18081'],
    siteDir: '/tmp/x/site',
    contentDir: '/tmp/x/content',
    xAccelPrefix: '/_files',
    certificate: { certificate: '/tmp/x/portal.crt', key: '/tmp/x/portal.key' },
  };
}

function scratch(): string {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-layout-'));
  prefixes.push(prefix);
  return prefix;
}

const directives = (path: string) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n');

describe('installNginx', () => {
  it("lays the files out as README says in a copy of Debian's layout: conf.d, sites-available linked from sites-enabled, nginx.conf's worker limits raised", () => {
    const prefix = scratch();
    const config = installNginx(valuesIn(prefix));
    expect(config).toBe(join(prefix, 'nginx.conf'));
    const nginxConf = directives(config);
    expect(nginxConf).toContain(`include ${prefix}/conf.d/*.conf;`);
    expect(nginxConf).toContain(`include ${prefix}/sites-enabled/*;`);
    expect(nginxConf).toMatch(/^\s*worker_connections 8192;$/m);
    expect(nginxConf).toMatch(/^worker_rlimit_nofile 16384;$/m);
    expect(nginxConf).not.toMatch(/\/etc\/|\/run\/|\/var\//);
    expect(readdirSync(join(prefix, 'sites-enabled'))).toEqual(['customer-resources']);
    const link = join(prefix, 'sites-enabled', 'customer-resources');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(join(prefix, installedFiles.portal));
  });

  it('puts every value into the directives and leaves no placeholder there', () => {
    const prefix = scratch();
    installNginx(valuesIn(prefix));
    const http = directives(join(prefix, installedFiles.http));
    const portal = directives(join(prefix, installedFiles.portal));
    for (const line of ['server 127.0.0.1:18081 max_fails=2 fail_timeout=5s;', '~^/assets/ /tmp/x/site;']) {
      expect(http).toContain(line);
    }
    for (const line of [
      'listen 127.0.0.1:18443 ssl;',
      'listen 127.0.0.1:18080;',
      'ssl_certificate     /tmp/x/portal.crt;',
      'alias /tmp/x/content/;',
      'location ^~ /_files/ {',
      `access_log ${prefix}/log/portal-access.log portal;`,
    ]) {
      expect(portal).toContain(line);
    }
    for (const text of [http, portal]) {
      expect(text).not.toMatch(
        /\/srv\/portal|\/var\/(log|lib)\/nginx|\/etc\/ssl|_protected-files|:808\d\b|listen 80;|\b443\b|\[::\]/,
      );
    }
  });

  it('writes one upstream server per instance, each with the passive health check, and retries only idempotent requests', () => {
    const prefix = scratch();
    installNginx({ ...valuesIn(prefix), portals: ['127.0.0.1:9001', '10.0.0.2:9002', '[::1]:9003'] });
    const upstream = /upstream portal \{([^}]*)\}/.exec(directives(join(prefix, installedFiles.http)))?.[1] ?? '';
    expect(upstream.match(/^\s*server .*$/gm)?.map((line) => line.trim())).toEqual([
      'server 127.0.0.1:9001 max_fails=2 fail_timeout=5s;',
      'server 10.0.0.2:9002 max_fails=2 fail_timeout=5s;',
      'server [::1]:9003 max_fails=2 fail_timeout=5s;',
    ]);
    const portal = directives(join(prefix, installedFiles.portal));
    expect(portal).toContain('proxy_next_upstream error timeout http_502 http_503;');
    expect(portal).not.toContain('non_idempotent');
  });

  it("installs the console's site only when asked, with one upstream server per instance's console", () => {
    const prefix = scratch();
    installNginx({
      ...valuesIn(prefix),
      console: {
        listen: '127.0.0.1:18444 ssl',
        redirectListen: '127.0.0.1:18082',
        instances: ['127.0.0.1:19081', '127.0.0.1:19082'],
        allow: '127.0.0.1',
        certificate: { certificate: '/tmp/x/console.crt', key: '/tmp/x/console.key' },
      },
    });
    expect(readdirSync(join(prefix, 'sites-enabled')).sort()).toEqual([
      'customer-resources',
      'customer-resources-console',
    ]);
    const consoleSite = directives(join(prefix, installedFiles.console));
    expect(consoleSite.match(/^\s*server 127.*$/gm)?.map((line) => line.trim())).toEqual([
      'server 127.0.0.1:19081 max_fails=2 fail_timeout=5s;',
      'server 127.0.0.1:19082 max_fails=2 fail_timeout=5s;',
    ]);
    expect(consoleSite).toContain('allow 127.0.0.1;');
  });

  it('refuses an upstream without instances, and a value that would break a directive, naming it', () => {
    expect(() => installNginx({ ...valuesIn(scratch()), portals: [] })).toThrow(
      "nginx's upstream portal needs at least one portal instance",
    );
    expect(() =>
      installNginx({
        ...valuesIn(scratch()),
        contentDir: '/tmp/my content',
        xAccelPrefix: '/_a;b',
        portals: ['127.0.0.1:1', '127.0.0.1:2 backup'],
      }),
    ).toThrow(
      'Cannot write these into nginx\'s files (no spaces, quotes, ;, {, }, $, # or \\): contentDir="/tmp/my content", xAccelPrefix="/_a;b", portals[1]="127.0.0.1:2 backup"',
    );
  });

  it("finds README's install commands, and says so when README has none or several", () => {
    expect(readmeCommands(readmeMarkers.portal)).toContain('/etc/nginx/sites-enabled/customer-resources');
    expect(() => readmeCommands(readmeMarkers.portal, '# Nothing here\n')).toThrow(
      'README.md has 0 shell blocks with "conf.d/customer-resources.conf"',
    );
  });
});
