/**
 * Writes `.br` and `.gz` beside the built site's text assets, so they are compressed once at build
 * time at the best level rather than on every answer. A compressed copy is kept only when it is
 * smaller; a stale one is removed. (Product manifests are compressed by the server, once, when
 * first asked for: it answers them re-serialised, so files written here would not match.)
 *
 *   node scripts/run.mjs scripts/precompress.ts site [--list]
 *
 * Prints one line of totals; --list adds each file's sizes.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');
const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;

const siteDir = process.env.SITE_DIR ?? join(root, 'build', 'site');
// Dot folders (Vite's .vite/manifest.json) are never served.
const servedBySite = (path: string) => compressible.test(path) && !/(^|\/)\./.test(path);

export interface Compressed {
  path: string;
  bytes: number;
  br?: number;
  gz?: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => statSync(join(dir, path)).isFile())
    .sort();
}

/** Compresses every wanted file below a folder; returns the sizes, in bytes. */
export function precompress(dir: string, wanted: (path: string) => boolean): Compressed[] {
  return filesUnder(dir)
    .filter(wanted)
    .map((path) => {
      const file = join(dir, path);
      const body = readFileSync(file);
      const br = brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
      const keep = (extension: string, compressed: Buffer) => {
        if (compressed.length < body.length) {
          writeFileSync(`${file}${extension}`, compressed);
          return compressed.length;
        }
        rmSync(`${file}${extension}`, { force: true });
        return undefined;
      };
      return { path, bytes: body.length, br: keep('.br', br), gz: keep('.gz', gz) };
    });
}

function formatSizes(sizes: Compressed[]): string {
  const width = Math.max(...sizes.map(({ path }) => path.length));
  const column = (value: number | undefined) => (value === undefined ? '-' : String(value)).padStart(8);
  return sizes
    .map(({ path, bytes, br, gz }) => `  ${path.padEnd(width)} ${column(bytes)} ${column(br)} br ${column(gz)} gz`)
    .join('\n');
}

if (process.argv[1] && relative(import.meta.filename, process.argv[1]).length === 0) {
  if (process.argv[2] !== 'site') {
    console.error('Usage: node scripts/run.mjs scripts/precompress.ts site [--list]');
    process.exit(2);
  }
  const sizes = precompress(siteDir, servedBySite);
  const total = (size: (file: Compressed) => number | undefined) =>
    sizes.reduce((sum, file) => sum + (size(file) ?? file.bytes), 0);
  console.log(
    `Precompressed ${sizes.length} files in ${relative(root, siteDir) || siteDir}: ${total((file) => file.bytes)} bytes, ${total((file) => file.br)} as brotli, ${total((file) => file.gz)} as gzip${process.argv.includes('--list') ? ' (each file: original, brotli, gzip):' : ''}`,
  );
  if (process.argv.includes('--list')) console.log(formatSizes(sizes));
}
