import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type NginxValues, nginxTemplatePath, renderNginxConfig } from './nginx-config';

const values: NginxValues = {
  listen: '127.0.0.1:18081',
  portals: ['127.0.0.1:18080'],
  siteDir: '/tmp/x/site',
  contentDir: '/tmp/x/content',
  xAccelPrefix: '/_files',
  workerProcesses: 1,
  stateDir: '/tmp/x/nginx',
};

const directives = (config: string) =>
  config
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n');

describe('renderNginxConfig', () => {
  it('puts every value into the directives of deploy/nginx.conf and leaves no placeholder there', () => {
    const config = directives(renderNginxConfig(values));
    for (const line of [
      'listen 127.0.0.1:18081;',
      'server 127.0.0.1:18080 max_fails=2 fail_timeout=5s;',
      'worker_processes 1;',
      'pid /tmp/x/nginx/nginx.pid;',
      'alias /tmp/x/content/;',
      'location ^~ /_files/ {',
      '~^/assets/ /tmp/x/site;',
      'proxy_temp_path /tmp/x/nginx/proxy;',
      'access_log /tmp/x/nginx/access.log portal;',
    ]) {
      expect(config).toContain(line);
    }
    expect(config).not.toMatch(/\/srv\/portal|\/var\/(log|lib)\/nginx|\/run\/|_protected-files|:8080\b|listen 80;/);
  });

  it('writes one upstream server per instance, each with the passive health check, and retries only idempotent requests', () => {
    const config = directives(
      renderNginxConfig({ ...values, portals: ['127.0.0.1:9001', '10.0.0.2:9002', '[::1]:9003'] }),
    );
    const upstream = /upstream portal \{([^}]*)\}/.exec(config)?.[1] ?? '';
    expect(upstream.match(/^\s*server .*$/gm)?.map((line) => line.trim())).toEqual([
      'server 127.0.0.1:9001 max_fails=2 fail_timeout=5s;',
      'server 10.0.0.2:9002 max_fails=2 fail_timeout=5s;',
      'server [::1]:9003 max_fails=2 fail_timeout=5s;',
    ]);
    expect(config).toContain('proxy_next_upstream error timeout http_502 http_503;');
    expect(config).not.toContain('non_idempotent');
  });

  it('refuses an upstream without instances', () => {
    expect(() => renderNginxConfig({ ...values, portals: [] })).toThrow(
      'nginx.conf needs at least one portal instance in its upstream',
    );
  });

  it('refuses a value that would break a directive, naming it', () => {
    expect(() =>
      renderNginxConfig({
        ...values,
        contentDir: '/tmp/my content',
        xAccelPrefix: '/_a;b',
        portals: ['127.0.0.1:1', '127.0.0.1:2 backup'],
      }),
    ).toThrow(
      'Cannot write these into nginx.conf (no spaces, quotes, ;, {, }, $, # or \\): contentDir="/tmp/my content", xAccelPrefix="/_a;b", portals[1]="127.0.0.1:2 backup"',
    );
  });

  it('says which placeholder the template lost', () => {
    const template = readFileSync(nginxTemplatePath, 'utf8').replace(
      /^worker_processes auto;$/m,
      'worker_processes 4;',
    );
    expect(() => renderNginxConfig(values, template)).toThrow(`no longer has "worker_processes auto;" in a directive`);
    const withoutUpstream = readFileSync(nginxTemplatePath, 'utf8').replace(/^\s*server 127\.0\.0\.1:808\d.*$/gm, '');
    expect(() => renderNginxConfig(values, withoutUpstream)).toThrow(
      `no longer has "server 127.0.0.1:8080 …;" (the upstream's instances) in a directive`,
    );
  });
});
