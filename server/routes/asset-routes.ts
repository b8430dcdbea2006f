/**
 * The site's fingerprinted assets (`assets/` of the built site) answered from memory. Vite puts a
 * hash of the content in each name, so a name's bytes never change while the server runs: they
 * are read once at start, with the `.br` and `.gz` copies the build wrote, and each request only
 * picks an encoding. Streaming them from disk through the static-file plugin cost several file
 * system calls per request (the compressed copies are looked up one by one) and kept a JavaScript
 * asset at a twentieth of what nginx serves. Range requests and names that were not there at start
 * (a build copied in while running) go to the static-file plugin as before.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import { freshCompressedCopy } from '../content/compressed-copies';
import { EncodedAnswer, sendEncoded } from '../content/encoded-answer';

export const assetsFolder = 'assets';
export const immutableCacheControl = 'public, max-age=31536000, immutable';

/** A build is a few hundred KB; a folder far larger than that is served from disk rather than held in memory. */
const maxHeldBytes = 32 * 1024 * 1024;

/** The build writes every text asset (scripts, styles, JSON, SVG) as UTF-8, so each says so. */
function builtWithCharset(type: string): string {
  return /^text\/|javascript|json|svg/.test(type) ? `${type}; charset=utf-8` : type;
}

/** Every asset by its name below `assets/`, or an empty map when the folder is missing or too large to hold. */
export function loadAssets(siteRoot: string): Map<string, EncodedAnswer> {
  const folder = join(siteRoot, assetsFolder);
  const answers = new Map<string, EncodedAnswer>();
  let names: string[];
  try {
    names = readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((name) => name.split('\\').join('/'));
  } catch {
    return answers;
  }
  const files = names.filter((name) => !/\.(br|gz)$/.test(name) && statSync(join(folder, name)).isFile());
  let held = 0;
  for (const name of files) {
    const path = join(folder, name);
    const content = readFileSync(path);
    const br = freshCompressedCopy(path, content, 'br');
    const gzip = freshCompressedCopy(path, content, 'gzip');
    held += content.length + (br?.length ?? 0) + (gzip?.length ?? 0);
    if (held > maxHeldBytes) return new Map();
    const type = send.mime.getType(name) ?? 'application/octet-stream';
    answers.set(name, new EncodedAnswer(content, builtWithCharset(type), { br, gzip }));
  }
  return answers;
}

export function registerAssetRoutes(app: FastifyInstance, siteRoot: string): void {
  const answers = loadAssets(siteRoot);
  // The same bytes for everyone: no session is looked up for them.
  app.get(`/${assetsFolder}/*`, { config: { withoutSession: true } }, async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const answer = answers.get(name);
    if (!answer || request.headers.range !== undefined) {
      return reply.sendFile(`${assetsFolder}/${name}`, siteRoot);
    }
    void reply.header('cache-control', immutableCacheControl);
    return sendEncoded(request, reply, answer);
  });
}
