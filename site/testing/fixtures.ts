/**
 * What the site's tests need beyond the fixture content (tests/fixtures/content): the deployment's
 * settings and the signed-in account. Texts, catalogue and product lines come from the fixture set.
 */
import { productPathsOf } from '../../engine/shared/catalogue-entry';
import type { Account, PublicSettings, SessionSettings } from '../../engine/shared/types';
import { fixtureCatalogue, fixtureModels, fixtureSite } from '../../tests/fixtures/fixture-content';
import type { SiteAnswer } from '../api/client';

export const settings: PublicSettings = { supportPhone: '1-800-555-0100', supportEmail: 'support@example.test' };

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
