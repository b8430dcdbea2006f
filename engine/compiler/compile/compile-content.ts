/**
 * Checks and compiles loaded content into what build/content holds; returns every error found.
 * Pure: the content arrives parsed and the content folder is read through ContentFiles.
 */

import { catalogueEntryOf } from '../../shared/catalogue-entry';
import { defaultLanguage, defaultLanguages } from '../../shared/languages';
import type { CatalogueEntry, CompiledProduct, CompiledSiteSettings, EifuIndex, FileIndex } from '../../shared/types';
import { emptyFileIndex } from '../files/file-index';
import type { ContentError } from '../validation/content-error';
import { compileProduct, contentTreeOf } from './compile-product';
import type { ContentFiles, LoadedContent } from './content-source';
import { imageSizeOf } from './image-sizes';
import {
  type CompiledLanguage,
  checkCompilerFields,
  compileLanguages,
  pairLanguages,
  translationStatus,
  translationWarnings,
  withoutAuthoringKeys,
} from './languages';
import { checkImage } from './missing-file';
import { checkNoticeDevices } from './notice-devices';
import { checkRegulatoryMarks, eifuIndexOf } from './regulatory';
import { checkSiteIcon } from './site-icon';

export interface CompiledContent {
  /** In the default language. */
  site: CompiledSiteSettings;
  catalogue: CatalogueEntry[];
  products: CompiledProduct[];
  /** One for each of the site's other languages, in its order. */
  translations: CompiledLanguage[];
  /** Every language's files. */
  files: FileIndex;
  /** The public instructions for use: only what content marks as regulatory. */
  eifu: EifuIndex;
}

/** Warnings (content that compiles but will not show as written) never fail a compile. */
export type CompileResult =
  | { ok: true; compiled: CompiledContent; warnings: ContentError[] }
  | { ok: false; errors: ContentError[]; warnings: ContentError[] };

function checkUnique(content: LoadedContent, errors: ContentError[]) {
  for (const field of ['model', 'pathPrefix'] as const) {
    const seen = new Map<string, string>();
    for (const line of content.products) {
      const value = line.product[field];
      const other = seen.get(value);
      if (other)
        errors.push({ file: line.file, pointer: `/${field}`, message: `"${value}" is already used by ${other}` });
      seen.set(value, line.file);
    }
  }
}

/** A brand-level section shared by several lines would otherwise report its problem once per line. */
function unique(errors: ContentError[]): ContentError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.file}\u0000${e.pointer}\u0000${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function compileContent(
  content: LoadedContent,
  contentFiles: ContentFiles,
  loadErrors: ContentError[],
): CompileResult {
  const errors = [...loadErrors];
  const warnings: ContentError[] = [];
  const languages: CompiledSiteSettings['languages'] = [...(content.site?.settings.languages ?? defaultLanguages)];
  const lang = defaultLanguage(languages);
  checkUnique(content, errors);
  checkCompilerFields(content, errors);
  const regulatoryPlaces = checkRegulatoryMarks(content, languages, errors);
  const tree = contentTreeOf(content);
  const files = emptyFileIndex();
  const products = content.products.flatMap((line) => {
    if (line.salvaged) {
      // A salvaged line may still lack a part the checks walk; its own schema errors already fail the compile.
      try {
        compileProduct(content, line, tree, emptyFileIndex(), contentFiles, { errors, warnings });
      } catch {
        // Nothing more can be said of this line until its schema errors are fixed.
      }
      return [];
    }
    const compiled = compileProduct(content, line, tree, files, contentFiles, { errors, warnings });
    return {
      ...compiled,
      product: { ...compiled.product, lang },
      sections: Object.fromEntries(Object.entries(compiled.sections).map(([k, v]) => [k, withoutAuthoringKeys(v)])),
    };
  });
  if (content.site) {
    const { settings, file } = content.site;
    checkImage(contentFiles, settings.logo.src, file, '/logo/src', errors);
    if (settings.icon) checkSiteIcon(settings.icon, file, contentFiles, errors);
  }
  const settings = content.site && withoutAuthoringKeys(content.site.settings);
  const logoSize = settings && imageSizeOf(settings.logo, contentFiles);
  const site: CompiledSiteSettings | undefined = settings && {
    ...settings,
    ...(logoSize ? { logoSize } : {}),
    languages,
    lang,
  };
  const translated = compileLanguages(content, contentFiles, files, { errors, warnings }, { site, languages });
  warnings.push(...translationWarnings(translationStatus(content, contentFiles)));
  const eifu = eifuIndexOf(
    [{ lang, products }, ...translated.map((t) => ({ lang: t.lang, products: t.products }))],
    regulatoryPlaces,
    contentFiles,
    errors,
  );
  checkNoticeDevices(eifu, content.products, errors);
  if (errors.length > 0 || !site) return { ok: false, errors: unique(errors), warnings: unique(warnings) };
  const [paired, ...pairedTranslations] = pairLanguages([
    { lang, products },
    ...translated.map((t) => ({ lang: t.lang, products: t.products })),
  ]);
  const translations = translated.map((t, i) => ({ ...t, products: pairedTranslations[i]?.products ?? t.products }));
  const catalogue = products.map(({ product, imageSizes }) => catalogueEntryOf(product, imageSizes));
  return {
    ok: true,
    compiled: { site, catalogue, products: paired?.products ?? products, translations, files, eifu },
    warnings: unique(warnings),
  };
}
