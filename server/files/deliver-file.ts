/**
 * The one way a document, secure file or training file leaves the server. The requested
 * path is only ever a key into the compiled file index; the bytes come from the index's
 * own source path. The session and model check sit here, right before the bytes stream (or,
 * with FILE_DELIVERY=x-accel, before nginx is told to stream them), so no route can forget them.
 */
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { permits } from '../../engine/accounts/permits';
import { type FileKind, type IndexedFile, lookupFile } from '../../engine/files/file-index';
import { audit } from '../audit/audit-request';
import { contentDisposition, dispositionType } from './content-disposition';
import { planDelivery, validatorsOf } from './plan-delivery';
import { isSafeRequestedPath } from './requested-path';
import { nginxValidatorsOf, xAccelRedirectOf } from './x-accel';

export interface FileRequest {
  kind: FileKind;
  /** The path as the browser asked for it (already URL-decoded). */
  requested: string;
  /** Secure downloads send signed-out users to the login page, which brings them back after login. */
  whenSignedOut: 'unauthorized' | 'redirect-to-login';
}

/** Non-secure files may stay in the browser's own cache for a while; shared caches never keep them. */
const privateCache = 'private, max-age=300';

/** Real paths (symlinks resolved) of the folders files must stay in, once per folder. */
const realFolders = new Map<string, Promise<string>>();
function realFolderOf(folder: string): Promise<string> {
  let real = realFolders.get(folder);
  if (!real) {
    real = realpath(folder);
    realFolders.set(folder, real);
  }
  return real;
}

/**
 * The file on disk behind an index entry, only when it really lies inside its own home: the
 * folder of its kind and product line (the first two segments of its source, such as
 * `secure/<brand>`). A symlink planted in the content folder that points anywhere else (another
 * product's files, the secure folder from the public one, outside the content folder) is
 * treated as missing.
 */
async function fileInsideHome(contentDir: string, source: string): Promise<string | undefined> {
  const root = resolve(contentDir);
  const absolute = resolve(root, source);
  const [kindFolder, productFolder] = source.split('/');
  if (!kindFolder || !productFolder || !absolute.startsWith(root + sep)) return undefined;
  const home = join(root, kindFolder, productFolder);
  const [realHome, real] = await Promise.all([realFolderOf(home), realpath(absolute)]).catch(() => [
    undefined,
    undefined,
  ]);
  if (realHome === undefined || real === undefined || !real.startsWith(realHome + sep)) return undefined;
  return real;
}

/** Index keys are written without a leading slash, but documents may link either way. */
function indexKeyOf(requested: string): string {
  return requested.replace(/^\/+/, '');
}

function findInIndex(
  request: FastifyRequest,
  kind: FileKind,
  requested: string,
): { key: string; file: IndexedFile } | undefined {
  const { files } = request.server.portal.content;
  const key = indexKeyOf(requested);
  const file = lookupFile(files, kind, key) ?? lookupFile(files, kind, `/${key}`);
  return file && { key, file };
}

function withCharset(contentType: string): string {
  return /^text\//.test(contentType) && !/charset=/i.test(contentType) ? `${contentType}; charset=utf-8` : contentType;
}

export async function deliverFile(
  request: FastifyRequest,
  reply: FastifyReply,
  what: FileRequest,
): Promise<FastifyReply> {
  const { portal } = request.server;
  // Refusals are never cached either; a delivered non-secure file relaxes this below.
  void reply.header('x-content-type-options', 'nosniff').header('cache-control', 'no-store');
  const describe = `${what.kind}:${what.requested}`;

  // Checked before anything else, so an unsafe value is never looked up nor put in a redirect.
  if (!isSafeRequestedPath(what.requested)) {
    audit(request, 'access-denied', `${describe} (invalid path)`, { collapse: true });
    return reply.code(400).send({ error: 'Invalid file path' });
  }

  const active = request.auth;
  if (!active) {
    audit(request, 'access-denied', `${describe} (signed out)`, { account: null, collapse: true });
    if (what.whenSignedOut === 'redirect-to-login') {
      // Known or not, the answer is the same trip to the login page, so secure file names cannot be
      // probed signed out. The path was checked above, so the redirect stays a path on this site.
      return reply.redirect(`/login?requestedFile=${encodeURIComponent(indexKeyOf(what.requested))}`, 302);
    }
    return reply.code(401).send({ error: 'Sign in first' });
  }

  const found = findInIndex(request, what.kind, what.requested);
  if (!found) return reply.code(404).send({ error: 'Not found' });
  const { key, file } = found;
  // A file shared by several lines may be opened by an account that has any of them.
  if (!file.models.some((model) => permits(active.account, model))) {
    audit(request, 'access-denied', `${what.kind}:${key}`);
    return reply.code(403).send({ error: 'This account does not include this product line' });
  }

  // Defence in depth: the index was checked at start-up, but never read outside the content folder.
  const absolute = await fileInsideHome(portal.config.contentDir, file.source);
  const facts = absolute === undefined ? undefined : await stat(absolute).catch(() => undefined);
  if (absolute === undefined || !facts?.isFile()) {
    request.log.warn({ source: file.source }, 'indexed file is missing or outside its own folder');
    audit(request, 'access-denied', `${what.kind}:${key} (file missing or outside its own folder)`);
    return reply.code(404).send({ error: 'Not found' });
  }

  const { fileDelivery, xAccelPrefix } = portal.config;
  const byNginx = fileDelivery === 'x-accel';
  const plan = planDelivery(facts, request.headers, byNginx ? nginxValidatorsOf(facts) : validatorsOf(facts));
  void reply
    .header('etag', plan.etag)
    .header('last-modified', plan.lastModified)
    .header('accept-ranges', 'bytes')
    .header('cache-control', what.kind === 'secure' ? 'no-store' : privateCache);
  if (plan.status === 304) return reply.code(304).send();
  if (plan.status === 416) {
    return reply.code(416).header('content-range', `bytes */${facts.size}`).send({ error: 'Range not satisfiable' });
  }

  const range = plan.status === 206 ? { start: plan.start, end: plan.end } : { start: 0, end: facts.size - 1 };
  const document = `${what.kind}:${key}`;
  // HEAD sends headers only: nothing was delivered, so nothing counts as a download.
  if (request.method !== 'HEAD') {
    const detail = plan.status === 206 ? `${document} bytes=${range.start}-${range.end}` : document;
    audit(request, 'file-delivered', detail, { delivered: { document, partial: range.start > 0 } });
  }

  const type = what.kind === 'training' ? 'inline' : dispositionType(file.contentType);
  void reply
    .header('content-type', withCharset(file.contentType))
    .header('content-disposition', contentDisposition(type, basename(key)));
  if (byNginx && request.method !== 'HEAD') {
    // nginx answers the same request's Range itself, so the status, length, Content-Range and
    // Accept-Ranges are its own (it would repeat the portal's Accept-Ranges beside its own).
    reply.removeHeader('accept-ranges');
    return reply.code(200).header('x-accel-redirect', xAccelRedirectOf(xAccelPrefix, file.source)).send();
  }
  void reply.code(plan.status).header('content-length', String(range.end - range.start + 1));
  if (plan.status === 206) void reply.header('content-range', `bytes ${range.start}-${range.end}/${facts.size}`);
  // An empty stream keeps Content-Length for HEAD (Fastify's HEAD route recounts buffers, not streams).
  if (facts.size === 0 || request.method === 'HEAD') return reply.send(Readable.from([]));
  return reply.send(createReadStream(absolute, range));
}
