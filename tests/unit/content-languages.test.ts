/**
 * The content compiled per language, from the fixture's Spanish translations (a few site texts,
 * demo-pump's product.json and its instructions-for-use section, whose first row has a Spanish
 * PDF), and what content:check and content:translations tell a maintainer about translations.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageReport, isMissingTranslation, translationStatus } from '../../engine/compiler/compile/languages';
import { formatContentError } from '../../engine/compiler/validation/format-errors';
import type { CompiledProduct, Document } from '../../engine/shared/types';
import { contentFilesIn, loadContent } from '../../scripts/content/read-content';
import { contentCopies, editText } from '../../scripts/content/testing/content-copies';
import { compileContent, stampTranslation } from '../../scripts/content/write-content';
import { fixtureCatalogue, fixtureLine, fixtureSearchSource, fixtureSite } from '../fixtures/fixture-content';
import { fixtureContentDir } from '../fixtures/fixture-paths';

const copyWithTranslations = contentCopies(fixtureContentDir, { translations: true });
const copyWithoutTranslations = contentCopies(fixtureContentDir);
const ifu = 'instructions-for-use';
const translatedIfu = 'translations/es/products/demo-pump/sections/instructions-for-use.json';

const rowsOf = (product: CompiledProduct, section: string) => product.sections[section]?.documents ?? [];

/**
 * Problems as content:check prints their first line, with the temporary folder's path left out;
 * the missing translations, which the fixture has on purpose, only when asked for.
 */
function problemsOf(dir: string, kind: 'errors' | 'warnings'): string[] {
  const result = compileContent(dir);
  const list =
    kind === 'errors' ? (result.ok ? [] : result.errors) : result.warnings.filter((w) => !isMissingTranslation(w));
  // Files are shown relative to the working directory, as content:check shows them.
  const folder = `${relative(process.cwd(), dir)}/`;
  const shown = (file: string) => (file.startsWith(folder) ? file.slice(folder.length) : file);
  return list.map((p) => formatContentError({ ...p, file: shown(p.file) }));
}

describe('the compiled content of another language', () => {
  it('merges the translated site texts over the default ones, arrays by position', () => {
    const site = fixtureSite('es');
    const english = fixtureSite();
    expect(site.siteTitle).toBe('RECURSOS PARA CLIENTES');
    expect(site.login.passwordLabel).toBe('Contraseña');
    expect(site.login.errorMessage).toBe(english.login.errorMessage);
    expect(site.footer.links.map((link) => link.label)).toEqual([
      'Condiciones de uso',
      ...english.footer.links.slice(1).map((link) => link.label),
    ]);
    expect(site.footer.links[0]?.href).toBe(english.footer.links[0]?.href);
    expect({ lang: site.lang, languages: site.languages }).toEqual({
      lang: 'es',
      languages: [
        { code: 'en', name: 'English' },
        { code: 'es', name: 'Español' },
      ],
    });
    expect(english.lang).toBe('en');
    expect(site).not.toHaveProperty('translationOf');
  });

  it('marks what falls back: a line without a translated product.json (and its card), and each untranslated section', () => {
    const translated = fixtureLine('demo-pump', 'es');
    expect(translated.product).toMatchObject({ lang: 'es', title: 'Bomba de demostración' });
    expect(translated.product).not.toHaveProperty('contentLang');
    expect(translated.product).not.toHaveProperty('translationOf');
    expect(translated.sections[ifu]).not.toHaveProperty('lang');
    expect(translated.sections['implementation-faq']?.lang).toBe('en');
    // Page paths stay as in the default language: the browser puts the language in front.
    expect(translated.product.homePath).toBe(fixtureLine('demo-pump').product.homePath);

    expect(fixtureCatalogue('es').map((card) => [card.model, card.contentLang])).toEqual([
      ['demo-pump', undefined],
      ['demo-bags', 'en'],
      ['other-pump', 'en'],
    ]);
    expect(fixtureCatalogue().every((card) => card.contentLang === undefined)).toBe(true);
    const fallback = fixtureLine('demo-bags', 'es');
    expect(fallback.product).toMatchObject({
      lang: 'es',
      contentLang: 'en',
      title: fixtureLine('demo-bags').product.title,
    });
    expect(Object.values(fallback.sections).map((section) => section.lang)).toEqual(
      Object.values(fallback.sections).map(() => 'en'),
    );
  });

  it('pairs rows by position: a different file is listed under otherLanguages, the same file says its language', () => {
    const [spanishRow, keptFile, , secureRow] = rowsOf(fixtureLine('demo-pump', 'es'), ifu) as Document[];
    expect(spanishRow).toMatchObject({
      filePath: 'demo/instrucciones-de-uso-v5.pdf',
      otherLanguages: [
        {
          lang: 'en',
          name: 'Instructions for use, software version 5',
          filePath: 'demo/instructions-for-use-v5.pdf',
          dateUpdated: '2025-07-08',
          version: '5.0 Rev. B',
          versions: [expect.objectContaining({ filePath: 'demo/instructions-for-use-v5-rev-a.pdf' })],
        },
      ],
    });
    expect(spanishRow).not.toHaveProperty('fileLang');
    expect(keptFile).toMatchObject({ name: 'Instrucciones de uso, versión 4 del software', fileLang: 'en' });
    expect(keptFile).not.toHaveProperty('otherLanguages');
    expect(secureRow).toMatchObject({ type: 'secure-download', fileLang: 'en' });

    const [englishRow, englishV4] = rowsOf(fixtureLine('demo-pump'), ifu) as Document[];
    expect(englishRow).toMatchObject({
      otherLanguages: [{ lang: 'es', name: 'Instrucciones de uso, versión 5 del software' }],
    });
    expect(englishRow).not.toHaveProperty('fileLang');
    expect(englishV4).not.toHaveProperty('otherLanguages');
    // Each language's product knows the size of the other's file, to show it.
    expect(fixtureLine('demo-pump').fileSizes.download['demo/instrucciones-de-uso-v5.pdf']).toBeGreaterThan(0);
    expect(fixtureLine('demo-pump', 'es').fileSizes.download['demo/instructions-for-use-v5-rev-a.pdf']).toBeGreaterThan(
      0,
    );
  });

  it("gives each search entry the language of its words, with the Spanish PDF's words", () => {
    const entries = fixtureSearchSource('demo-pump', 'es').entries;
    const entry = (title: string) => entries.find((e) => e.title === title);
    expect(entry('Instrucciones de uso, versión 5 del software')).toMatchObject({ lang: 'es' });
    expect(entry('Instrucciones de uso, versión 5 del software')?.text).toContain('desinfección');
    expect(entry('Instrucciones de uso, versión 4 del software')).toMatchObject({ lang: 'en' });
    const fallbackPage = entries.find((e) => e.kind === 'page' && e.pagePath.endsWith('/implementation/faq'));
    expect(fallbackPage?.lang).toBe('en');
    expect(new Set(fixtureSearchSource('demo-pump').entries.map((e) => e.lang))).toEqual(new Set(['en']));
  });

  it('leaves the default language as it was without languages, but for lang and the other-language files', () => {
    const plain = copyWithoutTranslations();
    const site = join(plain, 'site.json');
    const { languages: _languages, ...settings } = JSON.parse(readFileSync(site, 'utf8'));
    writeFileSync(site, JSON.stringify(settings));
    const before = compileContent(plain);
    const after = compileContent(fixtureContentDir);
    if (!before.ok || !after.ok) throw new Error('the fixture compiles');
    const withoutLanguages = (product: CompiledProduct) => {
      const { lang: _lang, ...line } = product.product;
      const sections = Object.fromEntries(
        Object.entries(product.sections).map(([name, section]) => [
          name,
          {
            ...section,
            documents: section.documents.map(
              ({ otherLanguages: _o, ...row }: Document & { otherLanguages?: unknown }) => row,
            ),
          },
        ]),
      );
      return { ...product, product: line, sections, fileSizes: undefined };
    };
    expect(after.compiled.products.map(withoutLanguages)).toEqual(before.compiled.products.map(withoutLanguages));
    expect(before.compiled.translations).toEqual([]);
    expect(before.compiled.site.languages).toEqual([{ code: 'en', name: 'English' }]);
  });
});

describe('content:check on translations', () => {
  it('fails on a translation without an original, a folder of no language, and a shape that differs', () => {
    const dir = copyWithTranslations();
    writeFileSync(join(dir, 'translations/es/products/demo-pump/sections/gone.json'), '{"message":"x","documents":[]}');
    writeFileSync(join(dir, 'translations/es/notes.txt'), 'draft');
    writeFileSync(join(dir, 'translations/fr.json'), '{}');
    editText(dir, translatedIfu, '"name": "Hoja de purgado"', '"name": "Hoja de purgado", "hidden": true');
    const errors = problemsOf(dir, 'errors');
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^translations\/es\/products\/demo-pump\/sections\/gone\.json: \/: translates nothing: its original content\/products\/demo-pump\/sections\/gone\.json does not exist/,
        ),
        expect.stringMatching(/^translations\/es\/notes\.txt: \/: a language folder holds only translated/),
        expect.stringMatching(/^translations\/fr\.json: \/: "fr\.json" is not one of the site's languages/),
        expect.stringMatching(
          /^translations\/es\/products\/demo-pump\/sections\/instructions-for-use\.json:\d+:\d+ {2}\/documents\/2\/hidden: hidden must be as in the original: nothing, not true/,
        ),
      ]),
    );
  });

  it('fails on a product translation whose routes or map differ, at their line and column', () => {
    const dir = copyWithTranslations();
    editText(dir, 'translations/es/products/demo-pump/product.json', '"key": "using"', '"key": "uso"');
    editText(
      dir,
      'translations/es/products/demo-pump/product.json',
      '"sectionName": "instructions-for-use"',
      '"sectionName": "faq"',
    );
    expect(problemsOf(dir, 'errors')).toEqual([
      expect.stringMatching(
        /product\.json:\d+:\d+ {2}\/map\/0\/key: key must be as in the original: "using", not "uso"/,
      ),
      expect.stringMatching(
        /product\.json:\d+:\d+ {2}\/routes\/\d+\/children\/\d+\/meta\/sectionName: meta\.sectionName must be as in the original: "instructions-for-use", not "faq"/,
      ),
    ]);
  });

  it('refuses the fields only the compiler writes', () => {
    const dir = copyWithTranslations();
    editText(dir, translatedIfu, '"dateUpdated": "2025-08-21"', '"dateUpdated": "2025-08-21", "fileLang": "en"');
    expect(problemsOf(dir, 'errors')).toEqual([
      expect.stringMatching(
        /instructions-for-use\.json:12:\d+ {2}\/documents\/0\/fileLang: fileLang is written by the content compiler; remove it/,
      ),
    ]);
  });

  it('warns of a stale translation at its translationOf, and of one that records none', () => {
    const dir = copyWithTranslations();
    editText(dir, 'products/demo-pump/sections/instructions-for-use.json', 'Flushing sheet', 'Flushing guide');
    const site = join(dir, 'translations/es/site.json');
    writeFileSync(site, readFileSync(site, 'utf8').replace(/ {2}"translationOf": \{\n[^}]*\},\n/, ''));
    expect(problemsOf(dir, 'errors')).toEqual([]);
    expect(problemsOf(dir, 'warnings')).toEqual([
      expect.stringContaining('the sanitiser removes them'),
      expect.stringMatching(/^translations\/es\/site\.json:1:1 {2}warning: \/: records no translationOf/),
      expect.stringMatching(
        /^translations\/es\/products\/demo-pump\/sections\/instructions-for-use\.json:4:15 {2}warning: \/translationOf\/sha256: stale: .*instructions-for-use\.json changed after this Español \(es\) translation was made; update it, then run npm run content:translations -- --stamp /,
      ),
    ]);
  });

  it('warns once for each file not translated yet, at the path its translation would have', () => {
    const warnings = compileContent(fixtureContentDir).warnings.filter(isMissingTranslation);
    const files = warnings.map((w) => w.file.slice(w.file.indexOf('translations/')));
    expect(files).toEqual([
      'translations/es/products/demo-pump/sections/implementation-faq.json',
      'translations/es/products/demo-pump/sections/implementation-overview.json',
      'translations/es/products/demo-pump/sections/pharmacy-quick-tips.json',
      'translations/es/products/demo-pump/sections/superuser-resources.json',
      'translations/es/products/demo-bags/product.json',
      'translations/es/products/other-pump/product.json',
      'translations/es/products/other-pump/sections/quick-tips.json',
      'translations/es/brands/acme/sections/tips.json',
    ]);
    expect(warnings[0]).toMatchObject({ severity: 'warning', line: 1, column: 1 });
    expect(warnings[0]?.message).toMatch(
      /^not translated into Español \(es\) yet: its pages show .*implementation-faq\.json/,
    );
  });
});

describe('content:translations', () => {
  it('prints coverage per language and product line, and lists every file with --details', () => {
    // Stamped here, so the figures do not depend on whether the fixture's translations were kept up to date.
    const dir = copyWithTranslations();
    for (const file of [
      'site.json',
      'products/demo-pump/product.json',
      'products/demo-pump/sections/instructions-for-use.json',
    ])
      stampTranslation(dir, join(dir, 'translations/es', file));
    const errors: never[] = [];
    const statuses = translationStatus(loadContent(dir, errors), contentFilesIn(dir));
    const report = coverageReport(statuses);
    expect(report.split('\n').map((line) => line.trimEnd())).toEqual([
      'Español (es): 3 of 11 files translated, 0 stale or unstamped',
      '                       translated     %  stale',
      '  site                        1/1  100%      0',
      '  products/demo-pump          2/6   33%      0',
      '  products/demo-bags          0/1    0%      0',
      '  products/other-pump         0/2    0%      0',
      '  brands/acme                 0/1    0%      0',
    ]);
    const details = coverageReport(statuses, { details: true });
    expect(details).toMatch(/ {2}translated .*translations\/es\/site\.json/);
    expect(details).toMatch(/ {2}missing {4}.*translations\/es\/brands\/acme\/sections\/tips\.json/);
  });

  it('--stamp records the hash of the original, after which the translation is current again', () => {
    const dir = copyWithTranslations();
    const translated = join(dir, translatedIfu);
    editText(dir, 'products/demo-pump/sections/instructions-for-use.json', 'Flushing sheet', 'Flushing guide');
    const staleWarnings = () =>
      compileContent(dir).warnings.filter((w) => w.message.startsWith('stale:') && w.file.endsWith(translatedIfu));
    expect(staleWarnings()).toHaveLength(1);
    const sha256 = stampTranslation(dir, translated);
    expect(sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(readFileSync(translated, 'utf8')).translationOf).toEqual({ sha256 });
    expect(staleWarnings()).toEqual([]);
  });

  it('--stamp adds translationOf after $schema to a translation without one, and refuses a file that is no translation', () => {
    const dir = copyWithTranslations();
    const translated = join(dir, 'translations/es/site.json');
    const text = readFileSync(translated, 'utf8');
    writeFileSync(translated, text.replace(/ {2}"translationOf": \{\n[^}]*\},\n/, ''));
    stampTranslation(dir, translated);
    expect(Object.keys(JSON.parse(readFileSync(translated, 'utf8'))).slice(0, 2)).toEqual(['$schema', 'translationOf']);
    expect(() => stampTranslation(dir, join(dir, 'site.json'))).toThrow(/is not a translation/);
    rmSync(join(dir, 'products/demo-pump/sections/instructions-for-use.json'));
    expect(() => stampTranslation(dir, join(dir, translatedIfu))).toThrow(/translates nothing/);
  });
});

describe('the demo content in Spanish', () => {
  // Compiled by vitest's global setup, search sources (with the words of each PDF) included.
  const built = join(fixtureContentDir, '..', '..', '..', 'build', 'content');
  const read = <T>(file: string): T => JSON.parse(readFileSync(join(built, file), 'utf8'));
  const pump = (lang: 'en' | 'es') => read<CompiledProduct>(`${lang === 'es' ? 'es/' : ''}products/infusion-pump.json`);
  const videoTitle = (product: CompiledProduct) => {
    const path = product.routePaths['video-cleaning-and-disinfecting-spanish'];
    const find = (
      routes: CompiledProduct['product']['routes'],
    ): CompiledProduct['product']['routes'][number] | undefined =>
      routes.map((r) => (r.path === path ? r : find(r.children))).find(Boolean);
    return find(product.product.routes)?.meta;
  };

  it('shows the Spanish video as Spanish content: native in Spanish, marked es in English', () => {
    expect(videoTitle(pump('es'))).toMatchObject({ title: 'Limpieza y desinfección' });
    expect(videoTitle(pump('es'))).not.toHaveProperty('lang');
    expect(videoTitle(pump('en'))).toMatchObject({ title: 'Limpieza y desinfección (Spanish)', lang: 'es' });
  });

  it('offers the cleaning sheet in Spanish first, with the English one under other languages, and no separate Spanish row', () => {
    const [first, second] = rowsOf(pump('es'), 'tip-cleaning-and-disinfecting-sheets') as Document[];
    expect(first).toMatchObject({
      name: 'Limpieza y desinfección de la bomba',
      filePath: 'ivenix/quick-tips/limpieza-y-desinfeccion.pdf',
      otherLanguages: [{ lang: 'en', filePath: 'ivenix/quick-tips/cleaning-and-disinfecting-the-pump.pdf' }],
    });
    expect(second).toMatchObject({ fileLang: 'en' });
    const english = rowsOf(pump('en'), 'tip-cleaning-and-disinfecting-sheets');
    expect(english.map((row) => ('name' in row ? row.name : ''))).not.toContain(expect.stringContaining('(Spanish)'));
    expect(english[0]).toMatchObject({ otherLanguages: [{ lang: 'es', name: 'Limpieza y desinfección de la bomba' }] });
  });

  it("indexes the Spanish tip sheets' PDF words in Spanish, accents and all", () => {
    const { entries } = read<{ entries: { title: string; text: string; lang?: string }[] }>(
      'es/search/infusion-pump.json',
    );
    const sheet = (title: string) => entries.find((e) => e.title === title);
    expect(sheet('Limpieza y desinfección de la bomba')).toMatchObject({ lang: 'es' });
    expect(sheet('Limpieza y desinfección de la bomba')?.text).toContain('DOCUMENTO DE DEMOSTRACIÓN');
    expect(sheet('Purgado del equipo de administración primario')?.text).toContain('válvula antirretorno');
    expect(sheet('Purgado del equipo de administración primario')).toMatchObject({ lang: 'es' });
  });
});
