/**
 * deploy/nginx.conf with its deployment values put in: the one rendering used by the nginx layout
 * test and by `npm run bench:compare`. The file is a working production config; its values are
 * written as placeholders (see its header) that this replaces wherever they appear in a directive.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const nginxTemplatePath = join(import.meta.dirname, '..', '..', 'deploy', 'nginx.conf');

export interface NginxValues {
  /** What nginx listens on: a port or address:port, such as 127.0.0.1:18080. */
  listen: string;
  /** The portal's address:port. */
  portal: string;
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
    ['127.0.0.1:8080', values.portal],
    ['/_protected-files', values.xAccelPrefix],
    ['listen 80;', `listen ${values.listen};`],
    ['worker_processes auto;', `worker_processes ${values.workerProcesses};`],
    ['/run/nginx-portal.pid', join(values.stateDir, 'nginx.pid')],
    ['/var/log/nginx/portal-', `${values.stateDir}/`],
    ['/var/lib/nginx/', `${values.stateDir}/`],
  ];
}

/** Characters that would end or change an nginx directive if written into one unquoted. */
const unsafeInDirective = /[\s;{}$"'#\\]/;

export function renderNginxConfig(values: NginxValues, template = readFileSync(nginxTemplatePath, 'utf8')): string {
  const bad = Object.entries(values).filter(([, value]) => unsafeInDirective.test(String(value)));
  if (bad.length > 0) {
    throw new Error(
      `Cannot write these into nginx.conf (no spaces, quotes, ;, {, }, $, # or \\): ${bad
        .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
        .join(', ')}`,
    );
  }
  const replacements = replacementsOf(values);
  const used = new Set<string>();
  const lines = template.split('\n').map((line) => {
    // Comments keep the placeholders, so the rendered file still says what each value is.
    if (line.trimStart().startsWith('#')) return line;
    return replacements.reduce((text, [placeholder, value]) => {
      if (!text.includes(placeholder)) return text;
      used.add(placeholder);
      return text.replaceAll(placeholder, value);
    }, line);
  });
  const missing = replacements.filter(([placeholder]) => !used.has(placeholder));
  if (missing.length > 0) {
    throw new Error(
      `${nginxTemplatePath} no longer has ${missing.map(([placeholder]) => `"${placeholder}"`).join(', ')} in a directive: update scripts/deploy/nginx-config.ts with it`,
    );
  }
  return lines.join('\n');
}
