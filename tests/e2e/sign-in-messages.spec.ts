/**
 * What the login page tells a person whose sign-in does not go ahead, in English and in Spanish: a
 * sign-in link that is no longer valid says so instead of a blank form, and the right password of an
 * account an operator has disabled says to call the administrator, where that account was used, while
 * the same password typed elsewhere would read as incorrect (the server's tests check that part).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import type { CompiledSite } from '../../engine/shared/types';
import { accounts } from './testing/accounts-cli';
import { contentBuildDir } from './testing/portal-browser';

type Texts = CompiledSite['site'];
const textsIn = (lang: string): Texts =>
  (JSON.parse(readFileSync(join(contentBuildDir, lang === 'en' ? '' : lang, 'site.json'), 'utf8')) as CompiledSite)
    .site;
const languages = [
  { lang: 'en', texts: textsIn('en'), prefix: '' },
  { lang: 'es', texts: textsIn('es'), prefix: '/es' },
] as const;

const authKeyOf = (password: string) => createHash('sha256').update(password.trim()).digest('hex');

async function signInHere(page: Page, texts: Texts, password: string): Promise<void> {
  await page.getByLabel(texts.login.passwordLabel).fill(password);
  await page.getByRole('button', { name: texts.login.buttonLabel }).click();
}

for (const { lang, texts, prefix } of languages) {
  test.describe(`the login page (${lang})`, () => {
    test('a sign-in link that is no longer valid says so, and the form is there to sign in', async ({ page }) => {
      const dead = authKeyOf(`a link nobody issued ${Date.now()}`);
      await page.goto(`${prefix}/login?auth=${dead}`);
      await expect(page.getByRole('status').filter({ hasText: texts.login.linkNoLongerValidMessage })).toBeVisible();
      await expect(page.getByLabel(texts.login.passwordLabel)).toBeVisible();
      expect(page.url()).not.toContain(dead);
      await signInHere(page, texts, 'demo');
      await expect(page.getByRole('heading', { level: 1, name: texts.catalogue.heading })).toBeVisible();
    });

    test('the password of a disabled account says to call the administrator, not that it is incorrect', async ({
      page,
    }) => {
      const name = `e2e-ward-${lang}-${Date.now().toString(36)}`;
      const password = `Quarry lantern ${name}`;
      await accounts(['add', '--name', name, '--models', 'infusion-pump'], `${password}\n`);
      // The ward signs in from here, as it does every day; then an operator disables the account.
      await page.goto(`${prefix}/login`);
      await signInHere(page, texts, password);
      await expect(page.getByRole('heading', { level: 1, name: texts.catalogue.heading })).toBeVisible();
      await accounts(['disable', '--name', name]);

      await page.context().clearCookies();
      await page.goto(`${prefix}/login`);
      await signInHere(page, texts, password);
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText(texts.login.accountDisabledMessage);
      await expect(page.getByLabel(texts.login.passwordLabel)).not.toHaveAttribute('aria-invalid', 'true');

      // A wrong password is still the specification's sentence.
      await signInHere(page, texts, `${password} typo`);
      await expect(alert).toHaveText(texts.login.errorMessage);
      await expect(page.getByLabel(texts.login.passwordLabel)).toHaveAttribute('aria-invalid', 'true');
    });
  });
}
