/**
 * The acknowledgement report of a customer account in the console: who of its people confirmed
 * having read and understood which version of each document its lines ask for, and who has not
 * yet, filtered by line, document and status; and the same as CSV, the hospital's own report that
 * the operator downloads for it (one file per account). Names are the content's default language's.
 */
import type { FastifyInstance } from 'fastify';
import type { AcknowledgementQuery } from '../../engine/shared/console/console-api';
import {
  acknowledgementCsvHeader,
  acknowledgementCsvRow,
  acknowledgementReport,
} from '../acknowledgements/acknowledgement-report';
import { AccountActionError, findAccount } from '../auth/account-actions';
import { contentDisposition } from '../files/content-disposition';
import { acknowledgementReport as reportSchema } from './console-schemas';

const params = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const querystring = {
  type: 'object',
  additionalProperties: false,
  properties: {
    model: { type: 'string', maxLength: 100 },
    document: { type: 'string', maxLength: 100 },
    status: { type: 'string', enum: ['confirmed', 'outstanding'] },
  },
} as const;

type ReportRequest = { Params: { name: string }; Querystring: AcknowledgementQuery };

export function registerAcknowledgementReportRoutes(app: FastifyInstance): void {
  const { storage } = app;
  const reportOf = async (name: string, query: AcknowledgementQuery) => {
    const account = await findAccount(storage, name);
    const [people, confirmations] = await Promise.all([
      storage.people.listForAccount(account.id),
      storage.acknowledgements.forAccount(account.id),
    ]);
    return acknowledgementReport(app.content, account, people, confirmations, query);
  };
  const notFound = (error: unknown) => {
    if (error instanceof AccountActionError) throw Object.assign(error, { statusCode: 404 });
    throw error;
  };

  app.get<ReportRequest>(
    '/admin/api/accounts/:name/acknowledgements',
    { schema: { params, querystring, response: { 200: reportSchema } } },
    (request) => reportOf(request.params.name, request.query).catch(notFound),
  );

  app.get<ReportRequest>(
    '/admin/api/accounts/:name/acknowledgements.csv',
    { schema: { params, querystring } },
    async (request, reply) => {
      const report = await reportOf(request.params.name, request.query).catch(notFound);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `acknowledgements-${report.account}.csv`))
        .send(`${[acknowledgementCsvHeader, ...report.rows.map(acknowledgementCsvRow)].join('\r\n')}\r\n`);
    },
  );
}
