/**
 * The account as a customer in the console, beside its sign-in (account-routes.ts): its named
 * people (and removing one), its own usage over the last 30 days, the site's languages a customer
 * may be given, and accounts imported from a CSV file, checked first.
 */
import type { FastifyInstance } from 'fastify';
import {
  type AccountImport,
  type AccountUsage,
  consolePaths,
  type ImportCheck,
  type ImportedAccounts,
  type NamedPerson,
  type RemovedPerson,
  type SiteLanguage,
} from '../../engine/shared/console/console-api';
import { maxImportLength } from '../../engine/shared/console/customer-fields';
import { AccountActionError, findAccount } from '../auth/account-actions';
import { HashingBusyError } from '../auth/hashing-gate';
import { customerSessionTimeouts } from '../auth/session-manager';
import { checkImport, importAccounts } from '../customers/account-import';
import { accessEndsOnOf } from '../customers/customer-details';
import { namedPeople, removePerson } from '../customers/named-people';
import { dayMs, usageDayOf } from '../usage/usage-day';
import { actionsOf, answering, nameParams, siteLanguageCodes } from './account-answers';
import {
  accountUsage,
  importCheck,
  importedAccounts,
  namedPeople as namedPeopleSchema,
  removedPerson,
  siteLanguages,
} from './console-schemas';

/** Room for the longest CSV text as JSON, every character of it escaped. */
const importBodyLimit = maxImportLength * 6 + 1024;

/** The days an account's page shows its usage over, today included. */
const usageDays = 30;

export function registerCustomerRoutes(app: FastifyInstance): void {
  const timeouts = customerSessionTimeouts(app.config);

  app.get<{ Params: { name: string } }>(
    '/admin/api/accounts/:name/people',
    { schema: { params: nameParams, response: { 200: namedPeopleSchema } } },
    (request, reply) =>
      answering(reply, async (): Promise<NamedPerson[]> => {
        const account = await findAccount(app.storage, request.params.name);
        const people = await namedPeople(app.storage, account, timeouts, app.now());
        return people.map(({ id, name, email, firstSeenAt, lastSeenAt, openSessions }) => ({
          id,
          name,
          email,
          firstSeenAt,
          lastSeenAt,
          openSessions,
        }));
      }),
  );

  app.delete<{ Params: { name: string; id: string } }>(
    '/admin/api/accounts/:name/people/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['name', 'id'],
          properties: { ...nameParams.properties, id: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } },
        },
        response: { 200: removedPerson },
      },
    },
    (request, reply) =>
      answering(reply, async (): Promise<RemovedPerson> => {
        const account = await findAccount(app.storage, request.params.name);
        const { person, sessionsEnded } = await removePerson(
          actionsOf(app, request),
          account,
          Number(request.params.id),
        );
        return { name: person.name, email: person.email, sessionsEnded };
      }),
  );

  app.get<{ Params: { name: string } }>(
    '/admin/api/accounts/:name/usage',
    { schema: { params: nameParams, response: { 200: accountUsage } } },
    (request, reply) =>
      answering(reply, async (): Promise<AccountUsage> => {
        const account = await findAccount(app.storage, request.params.name);
        const to = Math.floor(app.now() / dayMs) * dayMs + dayMs;
        const from = to - usageDays * dayMs;
        // Rows of an earlier account of the same name are not this one's.
        const since = { from: Math.max(from, account.createdAt), to };
        const days = await app.storage.usage.accountDays({ name: account.name, id: account.id }, since);
        const totals = { signIns: 0, refusedSignIns: 0, downloads: 0, searches: 0 };
        for (const day of days) {
          for (const figure of Object.keys(totals) as (keyof typeof totals)[]) totals[figure] += day[figure];
        }
        return {
          from: usageDayOf(from),
          to: usageDayOf(to - dayMs),
          days,
          totals,
          keptDays: { audit: app.config.auditRetentionDays, searches: app.config.searchLogRetentionDays },
        };
      }),
  );

  app.get(
    consolePaths.languages,
    { schema: { response: { 200: siteLanguages } } },
    async (): Promise<SiteLanguage[]> =>
      app.content.languages.map((language) => ({ code: language.code, name: language.name })),
  );

  app.post<{ Body: AccountImport }>(
    consolePaths.accountsImport,
    {
      bodyLimit: importBodyLimit,
      schema: {
        body: {
          type: 'object',
          required: ['csv', 'dryRun'],
          additionalProperties: false,
          properties: { csv: { type: 'string', maxLength: maxImportLength }, dryRun: { type: 'boolean' } },
        },
        response: { 200: importCheck, 201: importedAccounts },
      },
    },
    (request, reply) =>
      answering(reply, async (): Promise<ImportCheck | ImportedAccounts> => {
        const { csv, dryRun } = request.body;
        const languages = siteLanguageCodes(app);
        if (dryRun) {
          const checked = await checkImport(app.storage, csv, { modelKeys: app.content.modelKeys, languages });
          return {
            problems: checked.problems,
            rows: checked.rows.map((row) => ({
              line: row.line,
              name: row.name,
              models: row.models,
              hospitalName: row.details.hospitalName,
              customerNumber: row.details.customerNumber,
              accessEndsOn: accessEndsOnOf(row.accessEndsAt),
            })),
          };
        }
        const accounts = await importAccounts(actionsOf(app, request), csv, languages, (hash) =>
          app.hashing.run(hash),
        ).catch((error: unknown) => {
          if (!(error instanceof HashingBusyError)) throw error;
          throw new AccountActionError(
            'The server is busy checking sign-ins: nothing was imported. Try again in a moment.',
            'conflict',
          );
        });
        void reply.code(201).header('cache-control', 'no-store');
        return { accounts };
      }),
  );
}
