/**
 * Loads build/content once at start-up and validates every file against its compiled schema
 * (schema/compiled/), so the server never answers with content the compiler would have
 * refused. Product manifests are kept serialised: they are answered as they are, many times.
 * Every language the compiled site lists is loaded: the default's files at the top of the folder,
 * each other language's in its own folder (`<lang>/site.json`, ...), of the same shapes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildLayout } from '../../engine/compiler/compile/build-layout';
import { formatContentError } from '../../engine/compiler/validation/format-errors';
import { type CompiledKind, validateCompiled } from '../../engine/compiler/validation/validators';
import { defaultLanguage, defaultLanguages, type Language } from '../../engine/shared/languages';
import { walkRoutes } from '../../engine/shared/routes/route-tree';
import type {
  CatalogueEntry,
  CompiledProduct,
  CompiledSiteSettings,
  EifuIndex,
  FileIndex,
  NoticesIndex,
  SearchSource,
} from '../../engine/shared/types';

export interface LoadedProduct {
  compiled: CompiledProduct;
  json: string;
}

/** What the portal answers in one language: its texts, cards, manifests and search sources. */
export interface LanguageContent {
  lang: string;
  site: CompiledSiteSettings;
  catalogue: CatalogueEntry[];
  /** Keyed by model. */
  products: Map<string, LoadedProduct>;
  /** What search may find in each line, keyed by model; indexed when first searched. */
  search: Map<string, SearchSource>;
}

/** The default language's content at the top (what answers without a language), and every language's. */
export interface CompiledContent extends LanguageContent {
  /** The site's languages, the default first. */
  languages: Language[];
  /** Every language's content by code, the default's included. */
  byLanguage: Map<string, LanguageContent>;
  files: FileIndex;
  /** The public instructions for use: all the public eIFU pages, the resolver and their files read. */
  eifu: EifuIndex;
  /** The public notices index: every line's safety notices in every language. */
  notices: NoticesIndex;
  /** Every model of the catalogue, in catalogue order: the only valid account models. */
  modelKeys: string[];
  /** Origins of embedded videos in the manifests, for the CSP's frame-src. */
  frameOrigins: string[];
}

export class ContentLoadError extends Error {
  constructor(
    readonly problems: string[],
    readonly missing: boolean,
  ) {
    super(
      missing
        ? `${problems.join('\n')}\nRun \`npm run content:compile\` first.`
        : `Compiled content is invalid (run \`npm run content:compile\` and fix the reported errors):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    this.name = 'ContentLoadError';
  }
}

export function loadCompiledContent(buildDir: string): CompiledContent {
  const required = [buildLayout.site, buildLayout.files, buildLayout.eifu, buildLayout.productsFolder].map((name) =>
    join(buildDir, name),
  );
  const absent = required.filter((path) => !existsSync(path));
  if (absent.length > 0) {
    throw new ContentLoadError([`Compiled content not found: missing ${absent.join(', ')}`], true);
  }

  const problems: string[] = [];
  const read = (file: string): unknown => {
    try {
      return JSON.parse(readFileSync(join(buildDir, file), 'utf8'));
    } catch (error) {
      problems.push(`${file}: /: cannot be read as JSON (${(error as Error).message})`);
      return undefined;
    }
  };
  const check = <K extends CompiledKind>(kind: K, file: string, data: unknown) => {
    if (data === undefined) return undefined;
    const result = validateCompiled(kind, file, data);
    if (result.ok) return result.value;
    problems.push(...result.errors.map(formatContentError));
    return undefined;
  };
  const load = <K extends CompiledKind>(kind: K, file: string) => check(kind, file, read(file));

  /** One language's files: the default's at the top of the folder, another's in its own. */
  const loadLanguage = (lang: string, defaultLang: string) => {
    const at = (file: string) => buildLayout.inLanguage(file, lang, defaultLang);
    const siteFile = at(buildLayout.site);
    if (lang !== defaultLang && !existsSync(join(buildDir, siteFile))) {
      problems.push(`${siteFile}: missing for the language "${lang}" the site lists; compile the content again`);
      return undefined;
    }
    const siteData = read(siteFile);
    const site = check('site', siteFile, siteData);
    // With site settings in error the manifests are still checked, so one run reports everything.
    const catalogue = site?.catalogue ?? catalogueOfInvalidSite(siteData);
    const seen = new Set<string>();
    const products = new Map<string, LoadedProduct>();
    const search = new Map<string, SearchSource>();
    catalogue.forEach((entry, index) => {
      // A schema cannot say "unique by model"; two cards of one model would make accounts ambiguous.
      if (seen.has(entry.model))
        problems.push(`${siteFile}: /catalogue/${index}/model: "${entry.model}" appears twice`);
      seen.add(entry.model);
      const file = at(buildLayout.product(entry.model));
      const compiled = load('product', file);
      if (compiled && compiled.product.model !== entry.model) {
        problems.push(`${file}: /product/model: must be "${entry.model}" as in the catalogue`);
      } else if (compiled) {
        products.set(entry.model, { compiled, json: JSON.stringify(compiled) });
      }
      const searchFile = at(buildLayout.search(entry.model));
      if (!existsSync(join(buildDir, searchFile))) {
        problems.push(`${searchFile}: missing; compile the content again`);
      } else {
        const found = load('search', searchFile);
        if (found && found.model !== entry.model) problems.push(`${searchFile}: /model: must be "${entry.model}"`);
        else if (found) search.set(entry.model, found);
      }
    });
    if (site && catalogue.length === 0) problems.push(`${siteFile}: /catalogue: must list at least one product line`);
    return site && { lang, site: site.site, catalogue, products, search };
  };

  // The default language's files are at the top of the folder, whichever language it is.
  const main = loadLanguage('', '');
  const languages = main ? languagesOf(main.site) : [...defaultLanguages];
  const fallback = defaultLanguage(languages);
  const byLanguage = new Map<string, LanguageContent>();
  if (main) byLanguage.set(fallback, { ...main, lang: fallback });
  for (const { code } of languages.slice(1)) {
    const other = loadLanguage(code, fallback);
    if (!other || !main) continue;
    // Accounts, preloads and the catalogue's order are the default language's: every language has the same lines.
    const models = other.catalogue.map((entry) => entry.model);
    if (models.join('\n') !== main.catalogue.map((entry) => entry.model).join('\n')) {
      problems.push(
        `${code}/${buildLayout.site}: /catalogue: must list the lines of ${buildLayout.site}, in its order`,
      );
    }
    byLanguage.set(code, other);
  }
  const files = load('files', buildLayout.files);
  const eifu = load('eifu', buildLayout.eifu);
  const notices = load('notices', buildLayout.notices);
  const defaults = byLanguage.get(fallback);
  if (problems.length > 0 || !defaults || !files || !eifu || !notices) throw new ContentLoadError(problems, false);

  return {
    ...defaults,
    languages,
    byLanguage,
    files,
    eifu,
    notices,
    modelKeys: defaults.catalogue.map((entry) => entry.model),
    frameOrigins: videoOrigins(
      [...byLanguage.values()].flatMap((content) => [...content.products.values()].map((product) => product.compiled)),
    ),
  };
}

/** The languages the compiled site lists; a site that lists none speaks the default language only. */
function languagesOf(site: CompiledSiteSettings): Language[] {
  const listed = (site as { languages?: Language[] }).languages;
  return listed && listed.length > 0 ? listed : [...defaultLanguages];
}

/** One language's content; the default language's for a code the site does not list. */
export function contentIn(content: CompiledContent, lang: string): LanguageContent {
  return content.byLanguage.get(lang) ?? content;
}

function catalogueOfInvalidSite(data: unknown): CatalogueEntry[] {
  const catalogue = (data as { catalogue?: unknown } | undefined)?.catalogue;
  if (!Array.isArray(catalogue)) return [];
  return catalogue.filter((entry): entry is CatalogueEntry => typeof entry?.model === 'string');
}

function videoOrigins(products: CompiledProduct[]): string[] {
  const origins = new Set<string>();
  for (const { product } of products) {
    for (const route of walkRoutes(product.routes)) {
      if (!route.meta.url) continue;
      try {
        const url = new URL(route.meta.url);
        if (url.protocol === 'https:') origins.add(url.origin);
      } catch {
        // Schema validation already refused a malformed address.
      }
    }
  }
  return [...origins].sort();
}
