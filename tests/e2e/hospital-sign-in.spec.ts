/**
 * Signing in with the hospital's account in real Chromium, through the demo hospital's real OpenID
 * Connect provider that demo mode starts (oidc-provider on loopback), at a phone's width and a
 * desktop's: the login page's section, the provider's pages, back on the catalogue as the nurse;
 * refusals said on the login page; signing out of the hospital account too; the same in Spanish;
 * axe on the new section and the notices. The trip's time is attached to each run's report.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { CompiledSite } from '../../engine/shared/types';
import { contentBuildDir } from './testing/portal-browser';

type Texts = CompiledSite['site'];
const textsIn = (lang: string): Texts =>
  (JSON.parse(readFileSync(join(contentBuildDir, lang === 'en' ? '' : lang, 'site.json'), 'utf8')) as CompiledSite)
    .site;

const nurse = { name: 'Grace Okafor', email: 'nurse@demo-hospital.example', password: 'nurse' };
const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Scans `selector` (default: the page) and fails listing every WCAG 2.2 AA violation. */
async function expectAccessible(page: Page, selector?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(wcag22aa);
  if (selector) builder.include(selector);
  const { violations } = await builder.analyze();
  const report = violations.map(
    (violation) => `${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.target).join(', ')}`,
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}

/** The demo provider's pages: its sign-in (e-mail given by the portal), and its consent the first time. */
async function signInAtTheHospital(page: Page, password: string): Promise<void> {
  await expect(page.getByText('Demo hospital sign-in')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(nurse.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const consent = page.getByRole('button', { name: 'Continue' });
  const catalogue = page.locator('h1');
  await expect(consent.or(catalogue).first()).toBeVisible();
  if (await consent.isVisible()) await consent.click();
}

for (const { lang, prefix } of [
  { lang: 'en', prefix: '' },
  { lang: 'es', prefix: '/es' },
] as const) {
  const texts = textsIn(lang);
  const hospital = texts.login.hospital;

  test(`a nurse signs in with the hospital account and lands on the catalogue, named in the header (${lang}) @phone`, async ({
    page,
  }, testInfo) => {
    await page.goto(`${prefix}/login`);
    const section = page.getByRole('form', { name: hospital.heading });
    await expect(section).toBeVisible();
    await expectAccessible(page, '.login__hospital');
    await page.screenshot({ path: testInfo.outputPath('login.png'), fullPage: true });
    await section.getByLabel(hospital.emailLabel).fill(nurse.email);
    // The trip's two legs, without the person's typing: Continue to the provider's page, and Sign in
    // there (and Continue on its consent, the first time) to the catalogue drawn.
    const started = Date.now();
    await section.getByRole('button', { name: hospital.continueLabel }).click();
    await expect(page.getByLabel('Password')).toBeVisible();
    const toProvider = Date.now() - started;
    await page.getByLabel('Password').fill(nurse.password);
    const signingIn = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    const consent = page.getByRole('button', { name: 'Continue' });
    const catalogue = page.getByRole('heading', { level: 1, name: texts.catalogue.heading });
    await expect(consent.or(catalogue).first()).toBeVisible();
    if (await consent.isVisible()) await consent.click();
    await expect(catalogue).toBeVisible();
    const back = Date.now() - signingIn;
    const trip = `${toProvider} ms to the provider's sign-in page, ${back} ms from its Sign in to the catalogue`;
    testInfo.annotations.push({ type: 'sign-in round trip', description: trip });
    console.log(`[${testInfo.project.name} ${lang}] hospital sign-in round trip: ${trip}`);
    expect(new URL(page.url()).pathname).toBe(prefix ? `${prefix}/` : '/');
    expect(page.url()).not.toMatch(/code=|state=|token/);
    const name = hospital.signedInAs.replace('{name}', nurse.name);
    const shown = page.getByText(name);
    // A phone's catalogue header holds only search and Sign out: the name is in a line's menu.
    if (testInfo.project.name === 'phone') await expect(shown).toBeAttached();
    else await expect(shown).toBeVisible();
  });

  test(`a refused sign-in says why on the login page (${lang}) @phone`, async ({ page }) => {
    await page.goto(`${prefix}/login`);
    await page.getByLabel(hospital.emailLabel).fill('someone@no-such-hospital.example');
    await page.getByRole('button', { name: hospital.continueLabel }).click();
    await expect(page.getByRole('status')).toHaveText(hospital.failures.unknownDomain);
    expect(page.url()).not.toContain('sso=');
    await expectAccessible(page);

    await page.getByLabel(hospital.emailLabel).fill(nurse.email);
    await page.getByRole('button', { name: hospital.continueLabel }).click();
    await expect(page.getByText('Demo hospital sign-in')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('status')).toHaveText(hospital.failures.refused);
    await expectAccessible(page);
  });
}

test('one hospital’s login page shows its button, and signing out offers the hospital’s own sign-out', async ({
  page,
}) => {
  const texts = textsIn('en');
  const hospital = texts.login.hospital;
  await page.goto('/login?org=demo');
  const button = page.getByRole('link', { name: hospital.buttonLabel });
  await expect(button).toBeVisible();
  // The demo account still takes its shared password.
  await expect(page.getByLabel(texts.login.passwordLabel)).toBeVisible();
  await expectAccessible(page);
  await button.click();
  await page.getByLabel('E-mail').fill(nurse.email);
  await signInAtTheHospital(page, nurse.password);
  await expect(page.getByRole('heading', { level: 1, name: texts.catalogue.heading })).toBeVisible();

  await page.getByRole('button', { name: texts.chrome.signOut }).click();
  const notice = page.getByRole('status').filter({ hasText: texts.login.signedOutMessage });
  await expect(notice).toBeVisible();
  await expectAccessible(page);
  await notice.getByRole('link', { name: hospital.signOutOfHospitalLabel }).click();
  await expect(page.getByText('Demo hospital sign-in')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Signed out at the hospital too: its sign-in asks for the password again.
  await page.goto('/sso/start?org=demo');
  await expect(page.getByLabel('Password')).toBeVisible();
});
