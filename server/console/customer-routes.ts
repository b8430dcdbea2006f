/**
 * The account as a customer in the console, beside its sign-in (account-routes.ts): the site's
 * languages a customer may be given.
 */
import type { FastifyInstance } from 'fastify';
import { consolePaths, type SiteLanguage } from '../../engine/shared/console/console-api';
import { siteLanguages } from './console-schemas';

export function registerCustomerRoutes(app: FastifyInstance): void {
  app.get(
    consolePaths.languages,
    { schema: { response: { 200: siteLanguages } } },
    async (): Promise<SiteLanguage[]> =>
      app.content.languages.map((language) => ({ code: language.code, name: language.name })),
  );
}
