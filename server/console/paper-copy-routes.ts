/**
 * The paper-copy queue: requests by status with the date they are due (the eIFU rules give
 * seven days from the request), overdue ones flagged, closing one as sent or cancelled with a
 * note (audited under the operator's name, naming the reference, never the requester), and the
 * same list as CSV, written as `accounts requests --csv` writes it.
 */
import type { FastifyInstance } from 'fastify';
import {
  consolePaths,
  type PaperCopy,
  type PaperCopyClosing,
  type PaperCopyState,
} from '../../engine/shared/console/console-api';
import { audit } from '../audit/audit-request';
import { paperCopyCsvHeader, paperCopyCsvRow } from '../paper-copies/paper-copy-format';
import { normaliseReference } from '../paper-copies/reference';
import type { PaperCopyRecord } from '../storage/records';
import { operatorOf } from './console-gate';
import { paperCopy } from './console-schemas';

const sendWithinMs = 7 * 24 * 3_600_000;

const statusQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { status: { type: 'string', enum: ['open', 'done', 'cancelled'] } },
} as const;

function paperCopyOf(request: PaperCopyRecord, now: number): PaperCopy {
  const dueAt = request.createdAt + sendWithinMs;
  return {
    reference: request.reference,
    createdAt: request.createdAt,
    dueAt,
    overdue: request.status === 'open' && now > dueAt,
    status: request.status,
    closedAt: request.doneAt,
    note: request.note,
    account: request.account,
    fromPublicPage: request.source === 'public',
    model: request.model,
    documentName: request.documentName,
    documentVersion: request.documentVersion,
    copies: request.copies,
    name: request.name,
    facility: request.facility,
    address: request.address,
    email: request.email,
  };
}

export function registerPaperCopyRoutes(app: FastifyInstance): void {
  const { storage } = app;
  const listed = (status: PaperCopyState | undefined) => storage.paperCopies.list(status ? { status } : {});

  app.get<{ Querystring: { status?: PaperCopyState } }>(
    consolePaths.paperCopies,
    { schema: { querystring: statusQuery, response: { 200: { type: 'array', items: paperCopy } } } },
    async (request): Promise<PaperCopy[]> => {
      const now = app.now();
      return (await listed(request.query.status)).map((copy) => paperCopyOf(copy, now));
    },
  );

  app.get<{ Querystring: { status?: PaperCopyState } }>(
    consolePaths.paperCopiesCsv,
    { schema: { querystring: statusQuery } },
    async (request, reply) => {
      const rows = (await listed(request.query.status)).map(paperCopyCsvRow);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="paper-copies.csv"')
        .send(`${[paperCopyCsvHeader, ...rows].join('\r\n')}\r\n`);
    },
  );

  app.post<{ Params: { reference: string }; Body: PaperCopyClosing }>(
    '/admin/api/paper-copies/:reference/close',
    {
      schema: {
        params: {
          type: 'object',
          required: ['reference'],
          properties: { reference: { type: 'string', minLength: 1, maxLength: 40 } },
        },
        body: {
          type: 'object',
          required: ['status'],
          additionalProperties: false,
          properties: {
            status: { type: 'string', enum: ['done', 'cancelled'] },
            note: { type: 'string', maxLength: 500 },
          },
        },
        response: { 200: paperCopy },
      },
    },
    async (request, reply) => {
      const reference = normaliseReference(request.params.reference);
      const { status } = request.body;
      const note = request.body.note?.trim() || null;
      const closed = await storage.paperCopies.close(reference, { status, note, now: app.now() });
      const copy = await storage.paperCopies.findByReference(reference);
      if (!copy) return reply.code(404).send({ error: `No paper-copy request ${reference}` });
      if (!closed) return reply.code(409).send({ error: `${reference} is closed already (${copy.status})` });
      const operator = operatorOf(request).operator.name;
      await audit(
        request,
        status === 'done' ? 'paper-copy-closed' : 'paper-copy-cancelled',
        `${reference}: ${status === 'done' ? 'marked sent' : 'cancelled'}${note ? `; note: ${note}` : ''}`,
        { account: copy.account, operator },
      );
      return paperCopyOf(copy, app.now());
    },
  );
}
