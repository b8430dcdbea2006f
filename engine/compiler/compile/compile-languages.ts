/**
 * Compiles the site once more for each of its other languages: the default language's content
 * with every translated file in place of its original. What has no translation is the default's,
 * marked with its language (`lang` on a section, `contentLang` on a line), so pages say so.
 */
import { catalogueEntryOf } from '../../shared/catalogue-entry';
import { defaultLanguage } from '../../shared/languages';
import type {
  CatalogueEntry,
  CompiledProduct,
  CompiledSiteSettings,
  FileIndex,
  SectionResource,
  SiteSettings,
} from '../../shared/types';
import { compileProduct, contentTreeOf, type Problems } from './compile-product';
import type { ContentFiles, LoadedContent, LoadedProduct, LoadedSection, LoadedTranslation } from './content-source';
import { mergeTexts } from './merge-texts';
import { compareProductShape, compareSectionShape, compareSiteShape } from './translation-shape';

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
