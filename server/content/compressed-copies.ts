/**
 * The build writes `.br` and `.gz` copies beside the site's text files. A copy is served only
 * while it still decompresses to the file beside it: a file changed or copied in after the build
 * (an operator's edit, a partial deploy) would otherwise go out as its old bytes to every browser
 * that accepts compression, and never to curl. Checking by content, not by time, also holds for
 * copies whose times a deploy tool rewrote. A build is a few hundred kilobytes, checked once at
 * start-up.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

type CopyEncoding = 'br' | 'gzip';

const extensionOf: Record<CopyEncoding, string> = { br: '.br', gzip: '.gz' };
const decompress: Record<CopyEncoding, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

/** The compressed copy of `file`, or undefined when there is none or it no longer matches `content`. */
function freshCompressedCopy(file: string, content: Buffer, encoding: CopyEncoding): Buffer | undefined {
  try {
    const copy = readFileSync(`${file}${extensionOf[encoding]}`);
    return decompress[encoding](copy).equals(content) ? copy : undefined;
  } catch {
    return undefined;
  }
}

/** Paths (relative to `root`) of compressed copies that do not match the file beside them, or have none. */
export function staleCompressedCopies(root: string): string[] {
  const names = readdirSync(root, { recursive: true, encoding: 'utf8' }).map((name) => name.split('\\').join('/'));
  const present = new Set(names);
  const stale: string[] = [];
  for (const name of names) {
    const encoding = (Object.keys(extensionOf) as CopyEncoding[]).find((key) => name.endsWith(extensionOf[key]));
    if (!encoding) continue;
    const original = name.slice(0, -extensionOf[encoding].length);
    const file = join(root, original);
    if (!present.has(original) || !freshCompressedCopy(file, readFileSync(file), encoding)) stale.push(name);
  }
  return stale;
}
