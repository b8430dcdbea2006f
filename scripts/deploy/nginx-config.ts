/**
 * deploy/nginx.conf with its deployment values put in: the one rendering used by the nginx layout
 * test and by `npm run bench` (its rows behind nginx). The file is a working production config; its values are
 * written as placeholders (see its header) that this replaces wherever they appear in a directive.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const nginxTemplatePath = join(import.meta.dirname, '..', '..', 'deploy', 'nginx.conf');

export interface NginxValues {
  /** What nginx listens on: a port or address:port, such as 127.0.0.1:18080. */
  listen: string;
  /** Each portal instance's address:port: one `server` line of the upstream each. */
  portals: readonly string[];
  /** The built site (SITE_DIR). */
  siteDir: string;
  /** The content folder (CONTENT_DIR). */
  contentDir: string;
  /** The portal's X_ACCEL_PREFIX. */
  xAccelPrefix: string;
  workerProcesses: number | 'auto';
  /** An existing folder for nginx's pid file, logs and temporary files. */
  stateDir: string;
}

/** Placeholder → value; every placeholder must still appear in a directive of the template. */
function replacementsOf(values: NginxValues): [string, string][] {
  return [
    ['/srv/portal/build/site', values.siteDir],
    ['/srv/portal/content', values.contentDir],
    ['/_protected-files', values.xAccelPrefix],
    ['listen 80;', `listen ${values.listen};`],
    ['worker_processes auto;', `worker_processes ${values.workerProcesses};`],
    ['/run/nginx-portal.pid', join(values.stateDir, 'nginx.pid')],
    ['/var/log/nginx/portal-', `${values.stateDir}/`],
    ['/var/lib/nginx/', `${values.stateDir}/`],
  ];
}

/** The template's upstream servers: the first one's parameters are written for every instance, the others dropped. */
const upstreamServer = /^(\s*server )127\.0\.0\.1:808\d( [^;]*)?;$/;

/** Characters that would end or change an nginx directive if written into one unquoted. */
const unsafeInDirective = /[\s;{}$"'#\\]/;

export function renderNginxConfig(values: NginxValues, template = readFileSync(nginxTemplatePath, 'utf8')): string {
  const { portals, ...single } = values;
  const bad = [
    ...Object.entries(single),
    ...portals.map((portal, index) => [`portals[${index}]`, portal] as const),
  ].filter(([, value]) => unsafeInDirective.test(String(value)));
  if (bad.length > 0) {
    throw new Error(
      `Cannot write these into nginx.conf (no spaces, quotes, ;, {, }, $, # or \\): ${bad
        .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
        .join(', ')}`,
    );
  }
  if (portals.length === 0) throw new Error('nginx.conf needs at least one portal instance in its upstream');
  const replacements = replacementsOf(values);
  const used = new Set<string>();
  let upstreamWritten = false;
  const lines = template.split('\n').flatMap((line) => {
    // Comments keep the placeholders, so the rendered file still says what each value is.
    if (line.trimStart().startsWith('#')) return [line];
    const server = upstreamServer.exec(line);
    if (server) {
      if (upstreamWritten) return [];
      upstreamWritten = true;
      return portals.map((portal) => `${server[1]}${portal}${server[2] ?? ''};`);
    }
    return replacements.reduce((text, [placeholder, value]) => {
      if (!text.includes(placeholder)) return text;
      used.add(placeholder);
      return text.replaceAll(placeholder, value);
    }, line);
  });
  const missing = replacements.flatMap(([placeholder]) => (used.has(placeholder) ? [] : [`"${placeholder}"`]));
  if (!upstreamWritten) missing.push('"server 127.0.0.1:8080 …;" (the upstream\'s instances)');
  if (missing.length > 0) {
    throw new Error(
      `${nginxTemplatePath} no longer has ${missing.join(', ')} in a directive: update scripts/deploy/nginx-config.ts with it`,
    );
  }
  return lines.join('\n');
}
