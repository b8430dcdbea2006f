/**
 * The audit log in the console: filtered by period (whole UTC days, both ends included), kinds,
 * account, operator and address; newest first, fifty a page, with the total for paging; and the
 * CSV of every row the filter matches, written as `accounts audit --csv` writes it.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuditPage, type AuditRow, consolePaths } from '../../engine/shared/console/console-api';
import { auditCsvHeader, auditCsvRow } from '../audit/audit-format';
import { type AuditFilter, type AuditKind, auditKinds, type StoredAuditEvent } from '../storage/records';
import { dayMs } from '../usage/usage-day';
import { auditPage, dayQuery as day } from './console-schemas';

const auditPageSize = 50;

interface AuditQueryString {
  from?: string;
  to?: string;
  kinds?: string;
  account?: string;
  operator?: string;
  address?: string;
  page?: string;
}

const auditQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    from: day,
    to: day,
    kinds: { type: 'string', maxLength: 1000 },
    account: { type: 'string', maxLength: 64 },
    operator: { type: 'string', maxLength: 80 },
    address: { type: 'string', maxLength: 64 },
    page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
  },
} as const;

class AuditQueryError extends Error {}

function dayStart(text: string): number {
  const time = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(time)) throw new AuditQueryError(`${text} is not a date`);
  return time;
}

/** The store's filter for a query; `kinds` may be comma-separated. */
function auditFilterOf(query: AuditQueryString): AuditFilter {
  const filter: AuditFilter = {};
  if (query.from) filter.from = dayStart(query.from);
  if (query.to) filter.to = dayStart(query.to) + dayMs;
  if (query.kinds) {
    const kinds = query.kinds
      .split(',')
      .map((kind) => kind.trim())
      .filter(Boolean);
    const unknown = kinds.filter((kind) => !auditKinds.includes(kind as AuditKind));
    if (unknown.length > 0) throw new AuditQueryError(`Unknown kind(s): ${unknown.join(', ')}`);
    filter.kinds = kinds as AuditKind[];
  }
  if (query.account) filter.account = query.account;
  if (query.operator) filter.operator = query.operator;
  if (query.address) filter.clientAddress = query.address;
  return filter;
}

function rowOf(event: StoredAuditEvent): AuditRow {
  return {
    id: event.id,
    time: event.time,
    kind: event.kind,
    account: event.account,
    operator: event.operator,
    clientAddress: event.clientAddress,
    detail: event.detail,
    count: event.count,
    instance: event.instance,
  };
}

export function registerAuditRoutes(app: FastifyInstance): void {
  const { storage } = app;
  const filterOf = (request: FastifyRequest<{ Querystring: AuditQueryString }>) => {
    try {
      return auditFilterOf(request.query);
    } catch (error) {
      if (error instanceof AuditQueryError) throw Object.assign(error, { statusCode: 400 });
      throw error;
    }
  };

  app.get<{ Querystring: AuditQueryString }>(
    consolePaths.audit,
    { schema: { querystring: auditQuerySchema, response: { 200: auditPage } } },
    async (request): Promise<AuditPage> => {
      const filter = filterOf(request);
      const page = Number(request.query.page ?? 1);
      const rows: AuditRow[] = [];
      const paged = { ...filter, newestFirst: true, limit: auditPageSize, offset: (page - 1) * auditPageSize };
      for await (const event of storage.audit.query(paged)) rows.push(rowOf(event));
      return { rows, page, pageSize: auditPageSize, total: await storage.audit.count(filter) };
    },
  );

  app.get<{ Querystring: AuditQueryString }>(
    consolePaths.auditCsv,
    { schema: { querystring: auditQuerySchema } },
    async (request, reply) => {
      const filter = filterOf(request);
      // Streamed as the store reads it in pages: an export of a year is long.
      async function* lines() {
        yield `${auditCsvHeader}\r\n`;
        for await (const event of storage.audit.query({ ...filter, newestFirst: true })) {
          yield `${auditCsvRow(event)}\r\n`;
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit.csv"')
        .send(Readable.from(lines()));
    },
  );
}
