/**
 * What the site's tests need beyond the fixture content (tests/fixtures/content): the deployment's
 * settings and the signed-in account. Texts, catalogue and product lines come from the fixture set.
 */
import { productPathsOf } from '../../engine/shared/catalogue-entry';
import type { Language } from '../../engine/shared/languages';
import type { Account, PublicSettings, SessionSettings } from '../../engine/shared/types';
import { fixtureCatalogue, fixtureModels, fixtureSite } from '../../tests/fixtures/fixture-content';
import type { SiteAnswer } from '../api/client';

const settings: PublicSettings = { supportPhone: '1-800-555-0100', supportEmail: 'support@example.test' };

export const sessionSettings: SessionSettings = {
  ...settings,
  eifuPassword: 'eifu-secret',
  learningLibraryUrl: 'https://library.example.test',
};

/** Permitted for both acme lines, so the globex line ("other-pump") is the one it may not open. */
export const account: Account = {
  name: 'Demo hospital',
  models: [fixtureModels.first, fixtureModels.sameBrand],
};

/** GET /api/site, built as the server builds it: every catalogue line's address, whatever the account. */
export function siteAnswer(): SiteAnswer {
  const productPaths = productPathsOf(fixtureCatalogue());
  return { site: fixtureSite(), settings, productPaths };
}

/** The site's languages in the tests of a site in two languages. */
export const twoLanguages: [Language, Language] = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
];

/** GET /api/site?lang=<lang> of a site in English and Spanish (the texts stay the fixture's). */
export function siteAnswerIn(lang: string): SiteAnswer {
  const answer = siteAnswer();
  return { ...answer, site: { ...answer.site, languages: twoLanguages, lang } };
}
