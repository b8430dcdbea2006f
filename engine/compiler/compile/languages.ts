/**
 * The compiler's rules for the site's languages. The default language's content is the content
 * folder itself; each other language has a folder of translated files beside it, at the path of
 * their originals. A translation keeps its original's shape; each language is compiled from the
 * default's content with its translations in place; download rows pair across languages; and
 * `translationOf` stamps tell which translations are stale.
 */
import { createHash } from 'node:crypto';
import { catalogueEntryOf } from '../../shared/catalogue-entry';
import { defaultLanguage, defaultLanguages, type Language } from '../../shared/languages';
import type {
  CatalogueEntry,
  CompiledProduct,
  CompiledSiteSettings,
  Document,
  FileIndex,
  OtherLanguageFile,
  ProductLine,
  RouteNode,
  SectionResource,
  SiteSettings,
  TranslationOf,
} from '../../shared/types';
import { alignedLines } from '../figures/aligned-table';
import type { ContentError } from '../validation/content-error';
import type { ContentKind, ContentTypes } from '../validation/validators';
import { compileProduct, contentTreeOf, type Problems } from './compile-product';
import type {
  ContentFiles,
  LoadedContent,
  LoadedProduct,
  LoadedSection,
  LoadedTranslated,
  LoadedTranslation,
} from './content-source';

/*
 * Where translations are: content/translations/<lang>/, each translated file at the path of its
 * original inside the content folder.
 */

/** The folder of every language's translations, inside the content folder. */
export const translationsFolder = 'translations';

/** Which kind of content file a path inside a language folder translates, or undefined for a path that holds none. */
export function translatedKindOf(path: string): ContentKind | undefined {
  if (path === 'site.json') return 'siteTranslation';
  if (/^products\/[^/]+\/product\.json$/.test(path)) return 'product';
  if (/^(products|brands)\/[^/]+\/sections\/[^/]+\.json$/.test(path)) return 'section';
  return undefined;
}

/** The site's languages as site.json lists them, also from a site.json with errors elsewhere, so its translations are still checked. */
export function siteLanguagesOf(site: unknown): readonly Language[] {
  const listed = (site as { languages?: unknown } | undefined)?.languages;
  if (!Array.isArray(listed)) return defaultLanguages;
  const languages = listed.filter((l): l is Language => typeof l?.code === 'string' && typeof l?.name === 'string');
  return languages.length > 0 ? languages : defaultLanguages;
}

/** A language with nothing translated yet. */
export function untranslated(language: Language): LoadedTranslation {
  return { language, products: {}, productSections: {}, brandSections: {} };
}

/** Files a checked translated file in its language's translation, by the path of its original. */
export function addTranslated(
  translation: LoadedTranslation,
  path: string,
  loaded: LoadedTranslated<ContentTypes[ContentKind]>,
): void {
  const [top = '', owner = '', , name = ''] = path.split('/');
  const key = name.replace(/\.json$/, '');
  if (path === 'site.json') translation.site = loaded as LoadedTranslated<ContentTypes['siteTranslation']>;
  else if (path.endsWith('/product.json'))
    translation.products[owner] = loaded as LoadedTranslated<ContentTypes['product']>;
  else {
    const table = top === 'products' ? translation.productSections : translation.brandSections;
    table[owner] ??= {};
    table[owner][key] = loaded as LoadedTranslated<ContentTypes['section']>;
  }
}

/*
 * Stale translations. Which original content file each language has translated, and whether each
 * translation is stale: its `translationOf.sha256` is not the hash of the original's current bytes.
 * content:check warns from it, and `npm run content:translations` prints it as coverage.
 */

/** The hex SHA-256 of a file's bytes, as translationOf records it. */
export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

interface OriginalFile {
  /** Path relative to the content folder, e.g. products/acme-pump/sections/faq.json. */
  contentPath: string;
  /** As shown in messages. */
  file: string;
  /** What coverage is counted by: `site`, a product folder (`products/acme-pump`) or a brand (`brands/acme`). */
  group: string;
}

interface FileStatus extends OriginalFile {
  /** The translated file as shown in messages, when there is one. */
  translated?: string;
  /** Present for a translation: `missing` when it records no hash, `stale` when the original changed since. */
  state?: 'current' | 'stale' | 'unstamped';
}

export interface LanguageStatus {
  lang: string;
  name: string;
  files: FileStatus[];
}

/** Every original content file a language may translate, in the order they are listed. */
function originalFilesOf(content: LoadedContent): OriginalFile[] {
  const files: OriginalFile[] = [];
  if (content.site?.contentPath)
    files.push({ contentPath: content.site.contentPath, file: content.site.file, group: 'site' });
  for (const line of content.products) {
    const group = `products/${line.folder}`;
    if (line.contentPath) files.push({ contentPath: line.contentPath, file: line.file, group });
    for (const section of Object.values(line.sections))
      if (section.contentPath) files.push({ contentPath: section.contentPath, file: section.file, group });
  }
  for (const [brand, sections] of Object.entries(content.brandSections))
    for (const section of Object.values(sections))
      if (section.contentPath)
        files.push({ contentPath: section.contentPath, file: section.file, group: `brands/${brand}` });
  return files;
}

/** Every translated file of a language, by the content path of its original. */
function translatedFilesOf(
  translation: LoadedTranslation,
): Map<string, LoadedTranslated<{ translationOf?: TranslationOf }>> {
  const all: LoadedTranslated<{ translationOf?: TranslationOf }>[] = [
    ...(translation.site ? [translation.site] : []),
    ...Object.values(translation.products),
    ...Object.values(translation.productSections).flatMap((sections) => Object.values(sections)),
    ...Object.values(translation.brandSections).flatMap((sections) => Object.values(sections)),
  ];
  return new Map(all.map((file) => [file.originalPath, file]));
}

export function translationStatus(content: LoadedContent, files: ContentFiles): LanguageStatus[] {
  const originals = originalFilesOf(content);
  const hashes = new Map<string, string | undefined>();
  const hashOf = (path: string) => {
    if (!hashes.has(path)) {
      const bytes = files.readFile(path);
      hashes.set(path, bytes ? sha256Of(bytes) : undefined);
    }
    return hashes.get(path);
  };
  return (content.translations ?? []).map((translation) => {
    const translated = translatedFilesOf(translation);
    return {
      lang: translation.language.code,
      name: translation.language.name,
      files: originals.map((original) => {
        const found = translated.get(original.contentPath);
        if (!found) return original;
        const recorded = found.value.translationOf?.sha256;
        const state =
          recorded === undefined ? 'unstamped' : recorded === hashOf(original.contentPath) ? 'current' : 'stale';
        return { ...original, translated: found.file, state };
      }),
    };
  });
}

const notTranslated = 'not translated into';

/** Whether a warning is one of the missing translations, which a site with languages has until all is translated. */
export const isMissingTranslation = (problem: ContentError) => problem.message.startsWith(`${notTranslated} `);

/** The language a missing translation is for, as its warning names it (`Español (es)`); undefined for any other problem. */
export function missingTranslationLanguage(problem: ContentError): string | undefined {
  if (!isMissingTranslation(problem)) return undefined;
  return problem.message.slice(notTranslated.length + 1).split(' yet: ')[0];
}

const unstamped = 'records no translationOf';
const stale = 'stale:';

/** Whether a warning is about translations at all: missing, stale or unstamped. */
export const isTranslationWarning = (problem: ContentError) =>
  isMissingTranslation(problem) || problem.message.startsWith(unstamped) || problem.message.startsWith(stale);

/** Where a translation of an original goes, shown as the original is (relative to the same folder). */
function translationPathOf(original: OriginalFile, lang: string): string {
  const contentFolder = original.file.slice(0, original.file.length - original.contentPath.length);
  return `${contentFolder}translations/${lang}/${original.contentPath}`;
}

/** The warnings content:check prints: each missing translation (at the path it would have) and each stale one. */
export function translationWarnings(statuses: LanguageStatus[]): ContentError[] {
  return statuses.flatMap(({ lang, name, files }) =>
    files.flatMap((status): ContentError[] => {
      const language = `${name} (${lang})`;
      if (status.translated === undefined) {
        return [
          {
            severity: 'warning',
            file: translationPathOf(status, lang),
            pointer: '',
            line: 1,
            column: 1,
            message: `${notTranslated} ${language} yet: its pages show ${status.file} in the default language`,
          },
        ];
      }
      if (status.state === 'unstamped')
        return [
          {
            severity: 'warning',
            file: status.translated,
            pointer: '',
            message: `${unstamped}, so whether ${status.file} changed since cannot be told; after checking it, run npm run content:translations -- --stamp ${status.translated}`,
          },
        ];
      if (status.state === 'stale')
        return [
          {
            severity: 'warning',
            file: status.translated,
            pointer: '/translationOf/sha256',
            message: `${stale} ${status.file} changed after this ${language} translation was made; update it, then run npm run content:translations -- --stamp ${status.translated}`,
          },
        ];
      return [];
    }),
  );
}

const stateWord: Record<NonNullable<FileStatus['state']> | 'missing', string> = {
  current: 'translated',
  stale: 'stale',
  unstamped: 'unstamped',
  missing: 'missing',
};

/** What `npm run content:translations` prints: each language's coverage, one row per product line (and the site's and brands' own files). */
export function coverageReport(statuses: LanguageStatus[], { details = false } = {}): string {
  if (statuses.length === 0) return 'The site has one language: there is nothing to translate.';
  return statuses
    .map(({ lang, name, files }) => {
      const groups = [...new Set(files.map((f) => f.group))];
      const count = (list: FileStatus[]) => ({
        translated: list.filter((f) => f.translated !== undefined).length,
        stale: list.filter((f) => f.state === 'stale' || f.state === 'unstamped').length,
      });
      const all = count(files);
      const rows = groups.map((group) => {
        const list = files.filter((f) => f.group === group);
        const { translated, stale } = count(list);
        return [group, `${translated}/${list.length}`, `${Math.round((100 * translated) / list.length)}%`, `${stale}`];
      });
      const table = alignedLines([['', 'translated', '%', 'stale'], ...rows]).map((line) => `  ${line.trimEnd()}`);
      const heading = `${name} (${lang}): ${all.translated} of ${files.length} files translated, ${all.stale} stale or unstamped`;
      const listed = details
        ? files.map(
            (f) => `  ${stateWord[f.state ?? 'missing'].padEnd(10)} ${f.translated ?? translationPathOf(f, lang)}`,
          )
        : [];
      return [heading, ...table, ...listed].join('\n');
    })
    .join('\n\n');
}

/*
 * Shapes. A translation must have its original's shape, so menus and lists keep it in every
 * language and rows pair by position: the same line identity, map keys, routes and menus, and the
 * same document types in the same order. Texts, files, dates and video addresses may differ.
 */

type Report = (pointer: string, message: string) => void;

function same(report: Report, pointer: string, what: string, original: unknown, translated: unknown) {
  if (original === translated) return;
  const shown = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));
  report(pointer, `${what} must be as in the original: ${shown(original)}, not ${shown(translated)}`);
}

/** Compares two lists item by item; a length that differs is one problem, at the list. */
function sameLength(report: Report, pointer: string, what: string, original: unknown[], translated: unknown[]) {
  if (original.length === translated.length) return true;
  report(
    pointer,
    `the original has ${original.length} ${what}, this translation ${translated.length}: keep them all, in the same order`,
  );
  return false;
}

function compareRoutes(report: Report, pointer: string, original: RouteNode[], translated: RouteNode[]) {
  if (!sameLength(report, pointer, 'routes', original, translated)) return;
  original.forEach((route, i) => {
    const other = translated[i] as RouteNode;
    const at = `${pointer}/${i}`;
    for (const field of ['path', 'name', 'kind', 'redirect', 'hidden'] as const)
      same(report, `${at}/${field}`, field, route[field], other[field]);
    same(report, `${at}/meta/sectionName`, 'meta.sectionName', route.meta.sectionName, other.meta.sectionName);
    const items = route.meta.menuItems ?? [];
    const otherItems = other.meta.menuItems ?? [];
    if (sameLength(report, `${at}/meta/menuItems`, 'menu items', items, otherItems))
      items.forEach((item, j) => {
        same(report, `${at}/meta/menuItems/${j}/route`, 'route', item.route, otherItems[j]?.route);
      });
    compareRoutes(report, `${at}/children`, route.children ?? [], other.children ?? []);
  });
}

function compareProductShape(original: ProductLine, translated: ProductLine, file: string): ContentError[] {
  const errors: ContentError[] = [];
  const report: Report = (pointer, message) => errors.push({ file, pointer, message });
  for (const field of ['brand', 'model', 'pathPrefix', 'homePath'] as const)
    same(report, `/${field}`, field, original[field], translated[field]);
  if (sameLength(report, '/map', 'map sections', original.map, translated.map))
    original.map.forEach((section, i) => {
      const other = translated.map[i];
      if (!other) return;
      for (const field of ['key', 'route', 'hidden'] as const)
        same(report, `/map/${i}/${field}`, field, section[field], other[field]);
      if (sameLength(report, `/map/${i}/subPages`, 'sub-pages', section.subPages, other.subPages))
        section.subPages.forEach((page, j) => {
          for (const field of ['key', 'path', 'hidden'] as const)
            same(report, `/map/${i}/subPages/${j}/${field}`, field, page[field], other.subPages[j]?.[field]);
        });
    });
  compareRoutes(report, '/routes', original.routes, translated.routes);
  const kinds = (line: ProductLine) => line.acknowledge?.pageKinds.join(', ');
  if (kinds(original) !== kinds(translated))
    report(
      '/acknowledge',
      `acknowledge must be as in the original: people confirm the same documents in every language (${original.acknowledge ? `page kinds ${kinds(original)}` : 'nothing'})`,
    );
  const notices = original.notices ?? [];
  const otherNotices = translated.notices ?? [];
  if (sameLength(report, '/notices', 'notices', notices, otherNotices))
    notices.forEach((notice, i) => {
      const other = otherNotices[i];
      for (const field of ['id', 'date', 'severity'] as const)
        same(report, `/notices/${i}/${field}`, field, notice[field], other?.[field]);
      for (const field of ['gtins', 'softwareVersions'] as const)
        same(
          report,
          `/notices/${i}/${field}`,
          field,
          (notice[field] ?? []).join(', '),
          (other?.[field] ?? []).join(', '),
        );
    });
  return errors;
}

/**
 * A document people confirm keeps its key, whether it is acknowledged, and its version in every
 * language: a confirmation is of one version of it, whichever language it was read in.
 */
function compareAcknowledged(report: Report, at: string, original: Document, translated: Document | undefined) {
  if (!isFileRow(original) || !isFileRow(translated)) return;
  same(report, `${at}/key`, 'key', original.key, translated.key);
  same(report, `${at}/acknowledge`, 'acknowledge', original.acknowledge, translated.acknowledge);
  if (original.key !== undefined && original.version !== translated.version)
    report(
      `${at}/version`,
      `version must be as in the original (${JSON.stringify(original.version)}): people confirm having read one version of a document with a key, in every language`,
    );
}

function compareSectionShape(original: SectionResource, translated: SectionResource, file: string): ContentError[] {
  const errors: ContentError[] = [];
  const report: Report = (pointer, message) => errors.push({ file, pointer, message });
  same(report, '/to', 'to', original.to, translated.to);
  if (sameLength(report, '/documents', 'documents', original.documents, translated.documents))
    original.documents.forEach((document, i) => {
      const other = translated.documents[i];
      same(report, `/documents/${i}/type`, 'the document type', document.type, other?.type);
      same(report, `/documents/${i}/hidden`, 'hidden', document.hidden, other?.hidden);
      if (document.type === 'route' && other?.type === 'route')
        same(report, `/documents/${i}/to`, 'to', document.to, other.to);
      compareAcknowledged(report, `/documents/${i}`, document, other);
    });
  return errors;
}

/** Arrays of site texts (footer links) pair by position, so a translation has no more items than its original. */
function compareSiteShape(original: unknown, translated: unknown, file: string, pointer = ''): ContentError[] {
  if (Array.isArray(original) && Array.isArray(translated)) {
    if (translated.length > original.length)
      return [
        {
          file,
          pointer,
          message: `the original has ${original.length} items here, this translation ${translated.length}: items are translated by position`,
        },
      ];
    return translated.flatMap((item, i) => compareSiteShape(original[i], item, file, `${pointer}/${i}`));
  }
  if (original && translated && typeof original === 'object' && typeof translated === 'object')
    return Object.entries(translated).flatMap(([key, value]) =>
      compareSiteShape((original as Record<string, unknown>)[key], value, file, `${pointer}/${key}`),
    );
  return [];
}

/** Fields the compiler writes: an original or a translation that sets one by hand is refused. */
export function checkCompilerFields(content: LoadedContent, errors: ContentError[]) {
  const sections: LoadedSection[] = [
    ...content.products.flatMap((line) => Object.values(line.sections)),
    ...Object.values(content.brandSections).flatMap((sections) => Object.values(sections)),
    ...(content.translations ?? []).flatMap((t) =>
      [...Object.values(t.productSections), ...Object.values(t.brandSections)].flatMap((byName) =>
        Object.values(byName).map(({ file, value }) => ({ file, section: value })),
      ),
    ),
  ];
  const written = 'is written by the content compiler; remove it';
  for (const { file, section } of sections) {
    if (section.lang !== undefined) errors.push({ file, pointer: '/lang', message: `lang ${written}` });
    section.documents.forEach((document, i) => {
      for (const field of ['otherLanguages', 'fileLang'] as const)
        if (field in document)
          errors.push({ file, pointer: `/documents/${i}/${field}`, message: `${field} ${written}` });
    });
  }
}

/**
 * A language's site texts over the default's: objects key by key, arrays position by position,
 * anything the translation leaves out kept as it is.
 */
function mergeTexts<T>(base: T, override: unknown): T {
  if (override === undefined) return base;
  if (Array.isArray(base)) {
    if (!Array.isArray(override)) return base;
    return base.map((item, i) => mergeTexts(item, override[i])) as T;
  }
  if (base && typeof base === 'object') {
    if (!override || typeof override !== 'object' || Array.isArray(override)) return base;
    const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [key, value] of Object.entries(override)) {
      merged[key] = Object.hasOwn(merged, key) ? mergeTexts(merged[key], value) : value;
    }
    return merged as T;
  }
  return override as T;
}

/*
 * Compiling the other languages. The site is compiled once more for each of its other languages:
 * the default language's content with every translated file in place of its original. What has no
 * translation is the default's, marked with its language (`lang` on a section, `contentLang` on a
 * line), so pages say so.
 */

/** One language's build/content/<lang>/ files. */
export interface CompiledLanguage {
  lang: string;
  site: CompiledSiteSettings;
  catalogue: CatalogueEntry[];
  products: CompiledProduct[];
}

/** The keys a maintainer writes for editors and tools, which no compiled file holds. */
export function withoutAuthoringKeys<T extends object>(value: T): T {
  const { $schema: _schema, translationOf: _translationOf, ...rest } = value as T & AuthoringKeys;
  return rest as T;
}

type AuthoringKeys = { $schema?: unknown; translationOf?: unknown };

/**
 * Checks each translation's shape against its original, and answers the translated files whose
 * shape differs: they are compiled as if untranslated, so one mistake is reported once.
 */
function checkShapes(content: LoadedContent, translation: LoadedTranslation, errors: Problems['errors']): Set<string> {
  const misshapen = new Set<string>();
  const report = (file: string, found: Problems['errors']) => {
    errors.push(...found);
    if (found.length > 0) misshapen.add(file);
  };
  if (translation.site && content.site)
    errors.push(...compareSiteShape(content.site.settings, translation.site.value, translation.site.file));
  for (const line of content.products) {
    const product = translation.products[line.folder];
    if (product && !line.salvaged) report(product.file, compareProductShape(line.product, product.value, product.file));
    for (const [name, translated] of Object.entries(translation.productSections[line.folder] ?? {})) {
      const original = line.sections[name];
      if (original) report(translated.file, compareSectionShape(original.section, translated.value, translated.file));
    }
  }
  for (const [brand, sections] of Object.entries(translation.brandSections))
    for (const [name, translated] of Object.entries(sections)) {
      const original = content.brandSections[brand]?.[name];
      if (original) report(translated.file, compareSectionShape(original.section, translated.value, translated.file));
    }
  return misshapen;
}

/** A language's translated files, without those whose shape differs from their original's. */
function usable(translation: LoadedTranslation, misshapen: Set<string>): LoadedTranslation {
  const keep = <T extends { file: string }>(table: Record<string, T>) =>
    Object.fromEntries(Object.entries(table).filter(([, file]) => !misshapen.has(file.file)));
  const keepEach = <T extends { file: string }>(tables: Record<string, Record<string, T>>) =>
    Object.fromEntries(Object.entries(tables).map(([owner, table]) => [owner, keep(table)]));
  return {
    ...translation,
    products: keep(translation.products),
    productSections: keepEach(translation.productSections),
    brandSections: keepEach(translation.brandSections),
  };
}

/** The sections of one folder in a language: each translation in place of its original, the rest marked as the default's. */
function sectionsIn(
  originals: Record<string, LoadedSection>,
  translated: LoadedTranslation['productSections'][string] | undefined,
  defaultLang: string,
): Record<string, LoadedSection> {
  return Object.fromEntries(
    Object.entries(originals).map(([name, original]) => {
      const translation = translated?.[name];
      const section: SectionResource = translation
        ? withoutAuthoringKeys(translation.value)
        : { ...withoutAuthoringKeys(original.section), lang: defaultLang };
      return [name, { file: translation?.file ?? original.file, section }];
    }),
  );
}

/** The loaded content as one language sees it. */
function contentIn(content: LoadedContent, translation: LoadedTranslation, defaultLang: string): LoadedContent {
  const site = content.site && {
    file: translation.site?.file ?? content.site.file,
    settings: mergeTexts<SiteSettings>(content.site.settings, withoutAuthoringKeys(translation.site?.value ?? {})),
  };
  const products = content.products.map((line): LoadedProduct => {
    const translated = translation.products[line.folder];
    return {
      ...line,
      file: translated?.file ?? line.file,
      product: translated ? withoutAuthoringKeys(translated.value) : line.product,
      sections: sectionsIn(line.sections, translation.productSections[line.folder], defaultLang),
    };
  });
  const brandSections = Object.fromEntries(
    Object.entries(content.brandSections).map(([brand, sections]) => [
      brand,
      sectionsIn(sections, translation.brandSections[brand], defaultLang),
    ]),
  );
  return { site, products, brandSections };
}

export function compileLanguages(
  content: LoadedContent,
  files: ContentFiles,
  index: FileIndex,
  problems: Problems,
  defaults: { site?: CompiledSiteSettings; languages: NonNullable<CompiledSiteSettings['languages']> },
): CompiledLanguage[] {
  const defaultLang = defaultLanguage(defaults.languages);
  // A translation has its original's shape, so a problem of the original shows again in each
  // language, at the original or at its translation: it is reported once, by the default language.
  const said = (list: Problems['errors']) => new Set(list.map((p) => `${p.pointer}\u0000${p.message}`));
  const known = { errors: said(problems.errors), warnings: said(problems.warnings) };
  const addNew = (found: Problems) => {
    for (const kind of ['errors', 'warnings'] as const)
      problems[kind].push(...found[kind].filter((p) => !known[kind].has(`${p.pointer}\u0000${p.message}`)));
  };
  return (content.translations ?? []).map((loaded) => {
    const lang = loaded.language.code;
    const translation = usable(loaded, checkShapes(content, loaded, problems.errors));
    const local = contentIn(content, translation, defaultLang);
    const tree = contentTreeOf(local);
    const found: Problems = { errors: [], warnings: [] };
    const products = local.products.flatMap((line) => {
      if (line.salvaged) return [];
      const compiled = compileProduct(local, line, tree, index, files, found);
      const translated = Object.hasOwn(translation.products, line.folder);
      return [
        {
          ...compiled,
          product: { ...compiled.product, lang, ...(translated ? {} : { contentLang: defaultLang }) },
        },
      ];
    });
    addNew(found);
    const settings = local.site?.settings;
    const site: CompiledSiteSettings = {
      ...(defaults.site ?? ({} as CompiledSiteSettings)),
      ...(settings ? withoutAuthoringKeys(settings) : {}),
      ...(defaults.site?.logoSize ? { logoSize: defaults.site.logoSize } : {}),
      languages: defaults.languages,
      lang,
    };
    const catalogue = products.map(({ product, imageSizes }) => ({
      ...catalogueEntryOf(product, imageSizes),
      ...(product.contentLang === undefined ? {} : { contentLang: product.contentLang }),
    }));
    return { lang, site, catalogue, products };
  });
}

/*
 * Pairing download rows. Each download row is paired with the same row (same section, same
 * position) in the site's other languages: a row whose counterpart has a different file lists it
 * under `otherLanguages`, and a translated row that keeps the original's file says the file's
 * language (`fileLang`). Shapes are checked equal beforehand, so positions pair. The other
 * languages' file sizes are added to each product, so a page can show them.
 */

type FileRow = Extract<Document, { type: 'download' | 'secure-download' }>;

const isFileRow = (document: Document | undefined): document is FileRow =>
  document?.type === 'download' || document?.type === 'secure-download';

const fileOf = (row: FileRow) => (row.type === 'download' ? row.filePath : row.path);

function otherLanguageFile(lang: string, row: FileRow): OtherLanguageFile {
  return {
    lang,
    name: row.name,
    ...(row.type === 'download' ? { filePath: row.filePath } : { path: row.path }),
    ...(row.dateUpdated === undefined ? {} : { dateUpdated: row.dateUpdated }),
    ...(row.version === undefined ? {} : { version: row.version }),
    ...(row.versions === undefined ? {} : { versions: row.versions }),
  };
}

/** Copies the sizes of a row's files (current and earlier versions) from the product that lists them. */
function addSizes(to: CompiledProduct, from: CompiledProduct, row: FileRow) {
  const sizes = from.fileSizes[row.type];
  const paths = [fileOf(row), ...(row.versions ?? []).map((v) => ('filePath' in v ? v.filePath : v.path))];
  for (const path of paths) {
    const size = sizes[path];
    if (size !== undefined) to.fileSizes[row.type][path] = size;
  }
}

/**
 * `byLanguage` holds each language's compiled products, in the order of the site's languages,
 * the default first. Returns new products; the given ones are not changed.
 */
export function pairLanguages(byLanguage: { lang: string; products: CompiledProduct[] }[]) {
  const defaultLang = byLanguage[0]?.lang;
  const productOf = (lang: string, model: string) =>
    byLanguage.find((l) => l.lang === lang)?.products.find((p) => p.product.model === model);
  return byLanguage.map(({ lang, products }) => ({
    lang,
    products: products.map((product): CompiledProduct => {
      const paired: CompiledProduct = {
        ...product,
        fileSizes: {
          download: { ...product.fileSizes.download },
          'secure-download': { ...product.fileSizes['secure-download'] },
        },
      };
      const sections = Object.entries(product.sections).map(([name, section]) => {
        const documents = section.documents.map((document, i) => {
          if (!isFileRow(document)) return document;
          const others: OtherLanguageFile[] = [];
          let fileLang: string | undefined;
          for (const other of byLanguage) {
            if (other.lang === lang) continue;
            const otherProduct = productOf(other.lang, product.product.model);
            const counterpart = otherProduct?.sections[name]?.documents[i];
            if (!otherProduct || !isFileRow(counterpart) || counterpart.type !== document.type) continue;
            if (fileOf(counterpart) !== fileOf(document)) {
              others.push(otherLanguageFile(other.lang, counterpart));
              addSizes(paired, otherProduct, counterpart);
            } else if (other.lang === defaultLang && section.lang === undefined && lang !== defaultLang) {
              fileLang = defaultLang;
            }
          }
          if (others.length === 0 && fileLang === undefined) return document;
          return {
            ...document,
            ...(others.length > 0 ? { otherLanguages: others } : {}),
            ...(fileLang === undefined ? {} : { fileLang }),
          };
        });
        return [name, { ...section, documents }] as const;
      });
      paired.sections = Object.fromEntries(sections);
      return paired;
    }),
  }));
}
