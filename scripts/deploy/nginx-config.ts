/**
 * deploy/nginx/ installed as README.md says, into a scratch copy of Debian's nginx layout: the one
 * installation used by the nginx tests and by the rows behind nginx of `npm run bench`. The prefix gets Debian's own
 * nginx.conf (debian-nginx.conf beside this file, as the nginx-common package ships it), made to
 * keep its pid, logs and temporary files in the prefix, with conf.d/, sites-available/,
 * sites-enabled/ and modules-enabled/ beside it. README's install commands then run as written,
 * /etc/nginx and /srv/portal read as the prefix and this checkout, and the values the README says
 * to adapt are put into the installed files: each placeholder (see each file's header) replaced
 * wherever it appears in a directive. Run it with `nginx -p <prefix> -c <prefix>/nginx.conf`.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
export const nginxFilesDir = join(root, 'deploy', 'nginx');
const debianNginxConf = join(import.meta.dirname, 'debian-nginx.conf');

/** The installed files, by their path in /etc/nginx. */
export const installedFiles = {
  http: 'conf.d/customer-resources.conf',
  portal: 'sites-available/customer-resources',
  console: 'sites-available/customer-resources-console',
} as const;

export interface CertificateFiles {
  certificate: string;
  key: string;
}

interface ConsoleValues {
  /** What the console's HTTPS server listens on, written where `443 ssl http2` is: e.g. `127.0.0.1:18443 ssl`. */
  listen: string;
  /** What its server that sends http:// to https:// listens on, e.g. `127.0.0.1:18080`. */
  redirectListen: string;
  /** Each instance's console address:port: one `server` line of `upstream console` each. */
  instances: readonly string[];
  /** The one address let in, where the file allows the office's. */
  allow: string;
  certificate: CertificateFiles;
}

export interface NginxValues {
  /** The scratch nginx prefix (an empty folder): the layout, nginx's pid, logs and temporary files. */
  prefix: string;
  workerProcesses: number | 'auto';
  /**
   * What the portal's HTTPS server listens on, written where `443 ssl http2` is: `127.0.0.1:18443 ssl`,
   * or `127.0.0.1:18443` for plain HTTP, as behind a balancer that ends TLS.
   */
  listen: string;
  /** What the portal's server that sends http:// to https:// listens on, e.g. `127.0.0.1:18080`. */
  redirectListen: string;
  /** Each portal instance's address:port: one `server` line of `upstream portal` each. */
  portals: readonly string[];
  /** The built site (SITE_DIR). */
  siteDir: string;
  /** The content folder (CONTENT_DIR). */
  contentDir: string;
  /** The portal's X_ACCEL_PREFIX. */
  xAccelPrefix: string;
  certificate: CertificateFiles;
  /** The console's site too, as README's "Operators' console" installs it. */
  console?: ConsoleValues;
}

/** A value written into a directive unquoted: nothing that would end or change it. */
const word = /^[^\s;{}$"'#\\]+$/;
/** A `listen` value: an address:port, then its parameters. */
const listenWords = /^[^\s;{}$"'#\\]+(?: (?:ssl|http2))*$/;

/** The fenced shell block of README.md that holds `marker` (exactly one must), for the tests that run README commands as written. */
export function readmeCommands(marker: string, readme = readFileSync(join(root, 'README.md'), 'utf8')): string {
  const blocks = [...readme.matchAll(/^ *```sh\n([\s\S]*?)^ *```$/gm)].flatMap((match) =>
    match[1]?.includes(marker) ? [match[1]] : [],
  );
  if (blocks.length !== 1) {
    throw new Error(`README.md has ${blocks.length} shell blocks with "${marker}"; exactly one was expected`);
  }
  return blocks[0] ?? '';
}

/** What the portal's install commands and the console's are recognised by in README.md. */
export const readmeMarkers = { portal: installedFiles.http, console: installedFiles.console } as const;

/** Runs README commands as written, with /etc/nginx and /srv/portal read as the prefix and this checkout. */
function runReadmeCommands(marker: string, prefix: string): void {
  const commands = readmeCommands(marker).replaceAll('/etc/nginx', prefix).replaceAll('/srv/portal', root);
  execFileSync('bash', ['-euo', 'pipefail', '-c', commands], { cwd: prefix, stdio: 'pipe' });
}

/** Debian's nginx.conf, keeping what it writes in the prefix instead of /run, /var/log and /var/lib. */
function scratchNginxConf(prefix: string, workerProcesses: number | 'auto'): string {
  const debian = readFileSync(debianNginxConf, 'utf8');
  const adapted = debian
    .replaceAll('/etc/nginx/', `${prefix}/`)
    .replace(/^pid .*;$/m, `pid ${prefix}/nginx.pid;`)
    .replaceAll('/var/log/nginx/', `${prefix}/log/`)
    .replace(/^worker_processes .*;$/m, `worker_processes ${workerProcesses};`)
    // Debian's build keeps them in /var/lib/nginx.
    .replace(
      /^http \{$/m,
      `http {\n${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map((kind) => `\t${kind}_temp_path ${prefix}/${kind};`)
        .join('\n')}`,
    );
  if (adapted === debian || adapted.includes('/run/') || adapted.includes('/var/')) {
    throw new Error(`${debianNginxConf} no longer has the paths the scratch layout moves into its prefix`);
  }
  return adapted;
}

type Replacement = [placeholder: string, value: string];

/** The `server` lines of an upstream: the first one's parameters are written for every address, the others dropped. */
function upstreamReplacement(port: RegExp, addresses: readonly string[]) {
  let written = false;
  return (line: string): string[] | undefined => {
    const server = new RegExp(`^(\\s*server )127\\.0\\.0\\.1:${port.source}( [^;]*)?;$`).exec(line);
    if (!server) return undefined;
    if (written) return [];
    written = true;
    return addresses.map((address) => `${server[1]}${address}${server[2] ?? ''};`);
  };
}

/** Puts the values into one installed file; every placeholder must still be in one of its directives. */
function putValues(
  path: string,
  replacements: Replacement[],
  upstream?: { port: RegExp; addresses: readonly string[] },
): void {
  const used = new Set<string>();
  const servers = upstream && upstreamReplacement(upstream.port, upstream.addresses);
  let upstreamWritten = false;
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((line) => {
      // Comments keep the placeholders, so the installed file still says what each value is.
      if (line.trimStart().startsWith('#')) return [line];
      const upstreamLines = servers?.(line);
      if (upstreamLines) {
        upstreamWritten = true;
        return upstreamLines;
      }
      return [
        replacements.reduce((text, [placeholder, value]) => {
          if (!text.includes(placeholder)) return text;
          used.add(placeholder);
          return text.replaceAll(placeholder, value);
        }, line),
      ].filter((text) => text.trim() !== '');
    });
  const missing = replacements.flatMap(([placeholder]) => (used.has(placeholder) ? [] : [`"${placeholder}"`]));
  if (upstream && !upstreamWritten) missing.push('"server 127.0.0.1:… …;" (the upstream\'s instances)');
  if (missing.length > 0) {
    throw new Error(
      `${path} no longer has ${missing.join(', ')} in a directive: update scripts/deploy/nginx-config.ts`,
    );
  }
  writeFileSync(path, lines.join('\n'));
}

function checkValues(values: NginxValues): void {
  const { portals, console: consoleValues } = values;
  const named: [name: string, value: string, pattern: RegExp][] = [
    ['prefix', values.prefix, word],
    ['listen', values.listen, listenWords],
    ['redirectListen', values.redirectListen, listenWords],
    ['siteDir', values.siteDir, word],
    ['contentDir', values.contentDir, word],
    ['xAccelPrefix', values.xAccelPrefix, word],
    ['certificate.certificate', values.certificate.certificate, word],
    ['certificate.key', values.certificate.key, word],
    ...portals.map((portal, index): [string, string, RegExp] => [`portals[${index}]`, portal, word]),
    ...(consoleValues
      ? ([
          ['console.listen', consoleValues.listen, listenWords],
          ['console.redirectListen', consoleValues.redirectListen, listenWords],
          ['console.allow', consoleValues.allow, word],
          ['console.certificate.certificate', consoleValues.certificate.certificate, word],
          ['console.certificate.key', consoleValues.certificate.key, word],
          ...consoleValues.instances.map((instance, index): [string, string, RegExp] => [
            `console.instances[${index}]`,
            instance,
            word,
          ]),
        ] satisfies [string, string, RegExp][])
      : []),
  ];
  const bad = named.filter(([, value, pattern]) => !pattern.test(value));
  if (bad.length > 0) {
    throw new Error(
      `Cannot write these into nginx's files (no spaces, quotes, ;, {, }, $, # or \\): ${bad
        .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
        .join(', ')}`,
    );
  }
  if (portals.length === 0) throw new Error("nginx's upstream portal needs at least one portal instance");
  if (consoleValues?.instances.length === 0) throw new Error("nginx's upstream console needs at least one instance");
}

/** Installs deploy/nginx/ as README.md says into values.prefix; returns the nginx.conf to start nginx with. */
export function installNginx(values: NginxValues): string {
  checkValues(values);
  const { prefix } = values;
  for (const folder of ['conf.d', 'sites-available', 'sites-enabled', 'modules-enabled', 'log']) {
    mkdirSync(join(prefix, folder), { recursive: true });
  }
  const nginxConf = join(prefix, 'nginx.conf');
  writeFileSync(nginxConf, scratchNginxConf(prefix, values.workerProcesses));
  // nginx-common's list of file types, which Debian's nginx.conf includes.
  if (existsSync('/etc/nginx/mime.types')) copyFileSync('/etc/nginx/mime.types', join(prefix, 'mime.types'));
  else writeFileSync(join(prefix, 'mime.types'), 'types { text/html html; }\n');

  runReadmeCommands(readmeMarkers.portal, prefix);
  putValues(
    join(prefix, installedFiles.http),
    [
      ['/srv/portal/build/site', values.siteDir],
      ['/srv/portal/content', values.contentDir],
    ],
    { port: /808\d/, addresses: values.portals },
  );
  const logs: Replacement = ['/var/log/nginx/', `${prefix}/log/`];
  // The [::] twins are left out: a test listens on one loopback address.
  putValues(join(prefix, installedFiles.portal), [
    ['listen [::]:443 ssl http2;', ''],
    ['listen [::]:80;', ''],
    ['listen 443 ssl http2;', `listen ${values.listen};`],
    ['listen 80;', `listen ${values.redirectListen};`],
    ['/etc/ssl/portal/fullchain.pem', values.certificate.certificate],
    ['/etc/ssl/portal/privkey.pem', values.certificate.key],
    ['/srv/portal/content', values.contentDir],
    ['/_protected-files', values.xAccelPrefix],
    logs,
  ]);

  const consoleValues = values.console;
  if (consoleValues) {
    runReadmeCommands(readmeMarkers.console, prefix);
    putValues(
      join(prefix, installedFiles.console),
      [
        ['listen [::]:443 ssl http2;', ''],
        ['listen [::]:80;', ''],
        ['listen 443 ssl http2;', `listen ${consoleValues.listen};`],
        ['listen 80;', `listen ${consoleValues.redirectListen};`],
        ['/etc/ssl/console/fullchain.pem', consoleValues.certificate.certificate],
        ['/etc/ssl/console/privkey.pem', consoleValues.certificate.key],
        ['allow 192.0.2.10;', `allow ${consoleValues.allow};`],
        logs,
      ],
      { port: /908\d/, addresses: consoleValues.instances },
    );
  }
  return nginxConf;
}

/** A self-signed certificate for `names` (the first one its subject), written into `folder` with openssl. */
export function selfSignedCertificate(folder: string, names: readonly string[]): CertificateFiles {
  const files = { certificate: join(folder, `${names[0]}.crt`), key: join(folder, `${names[0]}.key`) };
  execFileSync(
    '/usr/bin/openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${names[0]}`,
      '-addext',
      `subjectAltName=${names.map((name) => `DNS:${name}`).join(',')}`,
      '-keyout',
      files.key,
      '-out',
      files.certificate,
    ],
    { stdio: 'ignore' },
  );
  return files;
}
