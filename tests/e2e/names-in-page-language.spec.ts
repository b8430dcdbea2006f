/**
 * A screen reader on a page in another language than the default hears that language: on the
 * catalogue, a product line's home and its quick tips in each other language of the site, no link
 * or button of the page's language has an accessible name with a text of the default language's
 * site texts that the other language says differently (a template's words around its
 * placeholders count too, e.g. "about" of "about {line}"). Content marked with another `lang`
 * (an untranslated document, the language switcher's own names) is left out: its voice changes.
 * Names are the browser's own, from Chromium's accessibility tree.
 */
import { expect, type Page, test } from '@playwright/test';
import type { CompiledSiteSettings } from '../../engine/shared/types';
import { escapeRegExp, loadCompiledProducts, loadSiteLanguages, signIn } from './testing/portal-browser';

const [defaultLanguage, ...others] = loadSiteLanguages();
if (!defaultLanguage || others.length === 0) throw new Error('The demo site must have a second language');
const pump = loadCompiledProducts().find((compiled) => compiled.product.pathPrefix === '/ivenix');
const quickTips = pump?.routePaths['using-pump-quick-tips'];
if (!pump || !quickTips)
  throw new Error('The demo content has no Infusion Pump System quick tips (using-pump-quick-tips)');
const pages = ['/', pump.product.homePath, quickTips];

/** Every text of the settings, by its key path; `lang` is a code, not a text. */
function textsOf(settings: unknown, path = ''): Map<string, string> {
  const texts = new Map<string, string>();
  if (typeof settings === 'string') texts.set(path, settings);
  else if (settings && typeof settings === 'object') {
    for (const [key, value] of Object.entries(settings)) {
      if (path === '' && key === 'lang') continue;
      for (const [inner, text] of textsOf(value, `${path}.${key}`)) texts.set(inner, text);
    }
  }
  return texts;
}

/**
 * The default language's words that `site` says differently, each as whole words: a template's
 * runs of text between its placeholders, trimmed of spaces and punctuation.
 */
function wordsSaidDifferently(site: CompiledSiteSettings): { key: string; words: string }[] {
  const theirs = textsOf(site);
  const found: { key: string; words: string }[] = [];
  for (const [key, text] of textsOf(defaultLanguage?.site)) {
    if (theirs.get(key) === text) continue;
    for (const run of text.split(/\{[^}]*\}/)) {
      const words = run.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
      if (/\p{L}{2}/u.test(words)) found.push({ key, words });
    }
  }
  return found;
}

const wholeWords = (words: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(words)}(?![\\p{L}\\p{N}])`, 'u');

interface Named {
  role: string;
  name: string;
  lang: string;
}

/** The links and buttons the page exposes to assistive technology, with their names and languages. */
async function namedControls(page: Page): Promise<Named[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const controls: Named[] = [];
    for (const node of nodes) {
      const role = String(node.role?.value ?? '');
      if (node.ignored || (role !== 'link' && role !== 'button') || node.backendDOMNodeId === undefined) continue;
      const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId });
      if (!object.objectId) continue;
      const { result } = await cdp.send('Runtime.callFunctionOn', {
        objectId: object.objectId,
        functionDeclaration: 'function () { return this.closest("[lang]")?.getAttribute("lang") ?? ""; }',
        returnByValue: true,
      });
      controls.push({ role, name: String(node.name?.value ?? ''), lang: String(result.value) });
    }
    return controls;
  } finally {
    await cdp.detach();
  }
}

for (const language of others) {
  test(`${language.lang}: links and buttons are named in the page's language`, async ({ page }) => {
    const words = wordsSaidDifferently(language.site);
    expect(words.length, 'texts the two languages say differently').toBeGreaterThan(0);
    await signIn(page, 'demo');
    for (const path of pages) {
      await page.goto(language.path(path));
      await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // A product page's header links arrive with its manifest; the catalogue's cards with the catalogue.
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      const controls = (await namedControls(page)).filter((control) => control.lang === language.lang);
      expect(controls.length, `${path}: links and buttons in ${language.lang}`).toBeGreaterThan(5);
      test.info().annotations.push({ type: language.path(path), description: `${controls.length} names checked` });
      const heard = controls.flatMap((control) =>
        words
          .filter(({ words: text }) => wholeWords(text).test(control.name))
          .map(({ key, words: text }) => `${control.role} "${control.name}" says "${text}" (${key})`),
      );
      expect.soft(heard, `${language.path(path)}: default-language words in names`).toEqual([]);
    }
  });
}
