/**
 * The account as a customer in the console, beside its sign-in (account-routes.ts): the site's
 * languages a customer may be given, and accounts imported from a CSV file, checked first.
 */
import type { FastifyInstance } from 'fastify';
import {
  type AccountImport,
  consolePaths,
  type ImportCheck,
  type ImportedAccounts,
  type SiteLanguage,
} from '../../engine/shared/console/console-api';
import { maxImportLength } from '../../engine/shared/console/customer-fields';
import { checkImport, importAccounts } from '../customers/account-import';
import { accessEndsOnOf } from '../customers/customer-details';
import { actionsOf, answering, siteLanguageCodes } from './account-answers';
import { importCheck, importedAccounts, siteLanguages } from './console-schemas';

/** Room for the longest CSV text as JSON, every character of it escaped. */
const importBodyLimit = maxImportLength * 6 + 1024;

export function registerCustomerRoutes(app: FastifyInstance): void {
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
        const accounts = await importAccounts(actionsOf(app, request), csv, languages);
        void reply.code(201).header('cache-control', 'no-store');
        return { accounts };
      }),
  );
}
