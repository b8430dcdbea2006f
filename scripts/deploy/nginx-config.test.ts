import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type NginxValues, nginxTemplatePath, renderNginxConfig } from './nginx-config';

const values: NginxValues = {
  listen: '127.0.0.1:18081',
  portal: '127.0.0.1:18080',
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
      'server 127.0.0.1:18080;',
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

  it('refuses a value that would break a directive, naming it', () => {
    expect(() => renderNginxConfig({ ...values, contentDir: '/tmp/my content', xAccelPrefix: '/_a;b' })).toThrow(
      'Cannot write these into nginx.conf (no spaces, quotes, ;, {, }, $, # or \\): contentDir="/tmp/my content", xAccelPrefix="/_a;b"',
    );
  });

  it('says which placeholder the template lost', () => {
    const template = readFileSync(nginxTemplatePath, 'utf8').replace(
      /^worker_processes auto;$/m,
      'worker_processes 4;',
    );
    expect(() => renderNginxConfig(values, template)).toThrow(`no longer has "worker_processes auto;" in a directive`);
  });
});
