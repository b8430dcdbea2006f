/**
 * The one way a document, secure file or training file leaves the server. The requested
 * path is only ever a key into the compiled file index; the bytes come from the index's
 * own source path. The session and model check sit here, right before the bytes stream (or,
 * with FILE_DELIVERY=x-accel, before nginx is told to stream them), so no route can forget them.
 */
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type FileKind, type IndexedFile, lookupFile } from '../../engine/compiler/files/file-index';
import { permits } from '../../engine/shared/accounts/permits';
import { pathInLanguage } from '../../engine/shared/languages';
import { loginHref } from '../../engine/shared/routes/login-path';
import { isSafeRequestedPath } from '../../engine/shared/routes/requested-path';
import { audit } from '../audit/audit-request';
import { isPageNavigation, navigationHeaders } from '../content/navigation';
import { requestLanguage, serverText } from '../languages/languages';
import { varyBy } from '../vary';
import { contentDisposition, dispositionType } from './content-disposition';
import { isPageType, sandboxed } from './content-page-sandbox';
import { fileOnDisk } from './file-on-disk';
import { planDelivery, validatorsOf } from './plan-delivery';
import { nginxValidatorsOf, xAccelRedirectOf } from './x-accel';

export interface FileRequest {
  kind: FileKind;
  /** The path as the browser asked for it (already URL-decoded). */
  requested: string;
}

/** Non-secure files may stay in the browser's own cache for a while; shared caches never keep them. */
const privateCache = 'private, max-age=300';

/** Index keys are written without a leading slash, but documents may link either way. */
function indexKeyOf(requested: string): string {
  return requested.replace(/^\/+/, '');
}

function findInIndex(
  request: FastifyRequest,
  kind: FileKind,
  requested: string,
): { key: string; file: IndexedFile } | undefined {
  const { files } = request.server.content;
  const key = indexKeyOf(requested);
  const file = lookupFile(files, kind, key) ?? lookupFile(files, kind, `/${key}`);
  return file && { key, file };
}

/**
 * An author's text/* file is taken as UTF-8 unless its type names a charset. Other types are left
 * alone: an SVG or other XML file declares its own encoding in its prolog, which a charset would
 * override.
 */
function textWithCharset(contentType: string): string {
  return /^text\//.test(contentType) && !/charset=/i.test(contentType) ? `${contentType}; charset=utf-8` : contentType;
}

/**
 * A page from the content folder runs in an origin of its own, never the portal's. Such an opaque
 * origin cannot be origin-keyed, so the page does not ask for it: asked, Chromium warns on every
 * load that the portal's origin was placed in a site-keyed agent cluster.
 */
function sandboxPage(reply: FastifyReply): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') void reply.header('content-security-policy', sandboxed(policy));
  void reply.removeHeader('origin-agent-cluster');
}

async function notFound(request: FastifyRequest, reply: FastifyReply, detail: string): Promise<FastifyReply> {
  await audit(request, 'access-denied', detail, { collapse: true });
  // One answer for a file that does not exist and one of a line the account lacks; it fits either.
  return reply.code(404).send({ error: serverText(request, 'noSuchFile') });
}

export async function deliverFile(
  request: FastifyRequest,
  reply: FastifyReply,
  what: FileRequest,
): Promise<FastifyReply> {
  const { config, metrics } = request.server;
  // Refusals are never cached either; a delivered non-secure file relaxes this below.
  void reply.header('cache-control', 'no-store');
  const describe = `${what.kind}:${what.requested}`;

  // Checked before anything else, so an unsafe value is never looked up nor put in a redirect.
  if (!isSafeRequestedPath(what.requested)) {
    await audit(request, 'access-denied', `${describe} (invalid path)`, { collapse: true });
    return reply.code(400).send({ error: serverText(request, 'invalidFilePath') });
  }

  // Unknown whether signed in (the database cannot answer): 503, never the signed-out answer.
  if (request.sessionUnavailable) throw request.sessionUnavailable;
  const active = request.auth;
  if (!active) {
    await audit(request, 'access-denied', `${describe} (signed out)`, { account: null, collapse: true });
    // A secure file's address, and any file's opened as a page (a link followed after the session
    // ended, a document opened in a new tab), leads to the login page, which opens the file once
    // signed in. Known or not, the answer is the same trip, so file names cannot be probed signed
    // out. The path was checked above, so the redirect stays a path on this site. The login page is
    // the reader's language's (`?lang=` or the remembered choice). A script or a frame asking for
    // another kind of file gets the 401 it can read; which it was is in Vary.
    varyBy(reply, ...navigationHeaders);
    if (what.kind === 'secure' || isPageNavigation(request)) {
      const login = pathInLanguage(
        loginHref(indexKeyOf(what.requested), what.kind),
        requestLanguage(request),
        request.server.content.languages,
      );
      return reply.redirect(login, 302);
    }
    return reply.code(401).send({ error: serverText(request, 'signInFirst') });
  }

  const found = findInIndex(request, what.kind, what.requested);
  // A file of a line the account lacks is answered as one that does not exist, and both are
  // audited (so both take as long): an account cannot tell which files other lines have.
  if (!found) return notFound(request, reply, `${what.kind}:${indexKeyOf(what.requested)} (not found)`);
  const { key, file } = found;
  // A file shared by several lines may be opened by an account that has any of them; usage counts
  // it under the first of those (the request does not say which line's page it was opened from).
  const model = file.models.find((line) => permits(active.account, line));
  if (model === undefined) return notFound(request, reply, `${what.kind}:${key}`);

  // Defence in depth: the index was checked at start-up, but never read outside the content folder.
  const onDisk = fileOnDisk(config.contentDir, file.source);
  if (!onDisk) {
    request.log.warn({ source: file.source }, 'indexed file is missing or outside its own folder');
    return notFound(request, reply, `${what.kind}:${key} (file missing or outside its own folder)`);
  }

  const { path, facts } = onDisk;
  // Set before the 304 too: a browser stores a 304's policy over the one of the page it keeps.
  if (isPageType(file.contentType)) sandboxPage(reply);
  const { fileDelivery, xAccelPrefix } = config;
  const byNginx = fileDelivery === 'x-accel';
  const plan = planDelivery(facts, request.headers, (byNginx ? nginxValidatorsOf : validatorsOf)(facts));
  void reply
    .header('etag', plan.etag)
    .header('last-modified', plan.lastModified)
    .header('accept-ranges', 'bytes')
    .header('cache-control', what.kind === 'secure' ? 'no-store' : privateCache);
  if (plan.status === 304) return reply.code(304).send();
  if (plan.status === 416) {
    return reply
      .code(416)
      .header('content-range', `bytes */${facts.size}`)
      .send({ error: serverText(request, 'rangeNotSatisfiable') });
  }

  const range = plan.status === 206 ? { start: plan.start, end: plan.end } : { start: 0, end: facts.size - 1 };
  const document = `${what.kind}:${key}`;
  // HEAD sends headers only: nothing was delivered, so nothing counts as a download.
  if (request.method !== 'HEAD') {
    const detail = plan.status === 206 ? `${document} bytes=${range.start}-${range.end}` : document;
    const partial = range.start > 0;
    const wholeFile = range.start === 0 && range.end === facts.size - 1;
    // Every whole file keeps its own row: the audit says who downloaded what. The parts a viewer
    // (or a script) asks for share one per file, session and minute, those from byte 0 apart.
    const collapse = wholeFile ? false : { by: JSON.stringify([document, partial]) };
    await audit(request, 'file-delivered', detail, { delivered: { document, partial, model }, collapse });
    metrics.fileDelivered(what.kind, range.end - range.start + 1);
  }

  const type = what.kind === 'training' ? 'inline' : dispositionType(file.contentType);
  void reply
    .header('content-type', textWithCharset(file.contentType))
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
  return reply.send(createReadStream(path, range));
}
