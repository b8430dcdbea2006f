/**
 * A public instructions-for-use file: found only by its exact public address in the compiled eIFU
 * index (never by joining the address to a folder), read only from inside its own folder, and
 * answered with the same validators and ranges as the portal's files. Nothing is written to the
 * database, so files keep coming while it is down; the file's SHA-256 from the index travels in a
 * header as well as on its page.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EifuFile } from '../../engine/shared/types';
import { contentDisposition, dispositionType } from '../files/content-disposition';
import { fileOnDisk } from '../files/file-on-disk';
import { planDelivery, validatorsOf } from '../files/plan-delivery';
import { nginxValidatorsOf, xAccelRedirectOf } from '../files/x-accel';

export async function deliverEifuFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: EifuFile,
): Promise<FastifyReply> {
  const { config } = request.server;
  const onDisk = fileOnDisk(config.contentDir, file.source);
  if (!onDisk) {
    request.log.warn({ source: file.source }, 'public eIFU file is missing or outside its own folder');
    return reply.code(404).header('cache-control', 'no-store').send();
  }
  const { path, facts } = onDisk;
  const byNginx = config.fileDelivery === 'x-accel';
  const plan = planDelivery(facts, request.headers, (byNginx ? nginxValidatorsOf : validatorsOf)(facts));
  void reply
    .header('etag', plan.etag)
    .header('last-modified', plan.lastModified)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'public, max-age=300');
  if (plan.status === 304) return reply.code(304).send();
  if (plan.status === 416) return reply.code(416).header('content-range', `bytes */${facts.size}`).send();
  void reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(dispositionType(file.contentType), file.fileName))
    .header('repr-digest', `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:`);
  if (byNginx && request.method !== 'HEAD') {
    reply.removeHeader('accept-ranges');
    return reply.code(200).header('x-accel-redirect', xAccelRedirectOf(config.xAccelPrefix, file.source)).send();
  }
  const range = plan.status === 206 ? { start: plan.start, end: plan.end } : { start: 0, end: facts.size - 1 };
  void reply.code(plan.status).header('content-length', String(range.end - range.start + 1));
  if (plan.status === 206) void reply.header('content-range', `bytes ${range.start}-${range.end}/${facts.size}`);
  if (facts.size === 0 || request.method === 'HEAD') return reply.send(Readable.from([]));
  return reply.send(createReadStream(path, range));
}
