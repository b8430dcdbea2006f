/**
 * A second language for server tests: the compiled fixture content given Spanish (`es`) beside its
 * English, in the layout the compiler writes (the site lists its languages; `es/site.json`,
 * `es/products/<model>.json` and `es/search/<model>.json`). The Spanish files are the English ones
 * with the texts below translated, and one Spanish search entry added to the first line, so tests
 * can tell the languages apart by what they read.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CompiledProduct, CompiledSite, SearchSource } from '../../engine/shared/types';
import { fixtureModels } from '../../tests/fixtures/fixture-content';
import type { FixtureTree } from './fixture-content';

export const fixtureLanguages = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
];

/** What the Spanish files say where the English ones say otherwise. */
export const spanish = {
  siteTitle: 'RECURSOS PARA CLIENTES',
  /** The site's name in the tab, written into the page by the server. */
  siteName: 'Recursos para clientes',
  cardTitle: (english: string) => `${english} (es)`,
  productTitle: (english: string) => `${english} (es)`,
  /** The first line's Spanish search entry, found by "desinfeccion" and "limpiezas". */
  searchEntry: {
    id: '/public/demo/limpieza.pdf',
    kind: 'document' as const,
    title: 'Limpieza y desinfección de la bomba',
    text: 'Limpie las superficies con un paño húmedo y un desinfectante aprobado.',
    pagePath: '/demo/tips',
    pageTitle: 'Consejos',
    href: '/public/demo/limpieza.pdf',
    lang: 'es',
  },
  passwordIncorrect: 'La contraseña es incorrecta.',
};

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function writeJson(path: string, data: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(data));
}

/** Writes the Spanish files into the tree's compiled content and lists both languages in its site. */
export function addSpanish(tree: Pick<FixtureTree, 'buildDir'>): void {
  const { buildDir } = tree;
  const english = readJson<CompiledSite>(join(buildDir, 'site.json'));
  const withLanguages = (site: CompiledSite['site'], lang: string) => ({ ...site, languages: fixtureLanguages, lang });
  writeJson(join(buildDir, 'site.json'), { ...english, site: withLanguages(english.site, 'en') });
  writeJson(join(buildDir, 'es', 'site.json'), {
    site: {
      ...withLanguages(english.site, 'es'),
      siteTitle: spanish.siteTitle,
      chrome: { ...english.site.chrome, siteName: spanish.siteName },
      login: { ...english.site.login, errorMessage: spanish.passwordIncorrect },
    },
    catalogue: english.catalogue.map((entry) => ({ ...entry, title: spanish.cardTitle(entry.title) })),
  });
  for (const { model } of english.catalogue) {
    const product = readJson<CompiledProduct>(join(buildDir, 'products', `${model}.json`));
    writeJson(join(buildDir, 'es', 'products', `${model}.json`), {
      ...product,
      product: { ...product.product, title: spanish.productTitle(product.product.title) },
    });
    const search = readJson<SearchSource>(join(buildDir, 'search', `${model}.json`));
    const untranslated = search.entries.map((entry) => ({ ...entry, lang: 'en' }));
    writeJson(join(buildDir, 'es', 'search', `${model}.json`), {
      ...search,
      entries: model === fixtureModels.first ? [spanish.searchEntry, ...untranslated] : untranslated,
    });
  }
}

/** The compiled content of a site that lists no languages: the default's files only, as before languages. */
export function onlyDefaultLanguage(tree: Pick<FixtureTree, 'buildDir'>): void {
  const { buildDir } = tree;
  const compiled = readJson<CompiledSite>(join(buildDir, 'site.json'));
  const { languages: _languages, ...site } = compiled.site as CompiledSite['site'] & { languages?: unknown };
  writeJson(join(buildDir, 'site.json'), { ...compiled, site });
  for (const { code } of fixtureLanguages.slice(1)) rmSync(join(buildDir, code), { recursive: true, force: true });
}
