/**
 * Loads and checks every content file, collecting all errors instead of stopping at the first.
 * A file with errors of its own still takes part where it can: a broken site.json still names
 * the product lines to load, and a broken section file still stands for its name (so routes do
 * not call it missing) with its sound rows cross-checked.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { LoadedContent, LoadedSection } from '../../engine/compiler/compile/content-source';
import { salvageProduct } from '../../engine/compiler/compile/salvage-product';
import { salvageSection } from '../../engine/compiler/compile/salvage-section';
import type { ContentError } from '../../engine/compiler/validation/content-error';
import { closest, withSuggestion } from '../../engine/compiler/validation/suggest';
import type { ContentKind } from '../../engine/compiler/validation/validators';
import { defaultLanguages, type Language } from '../../engine/shared/languages';
import productSchema from '../../schema/product.schema.json' with { type: 'json' };
import { loadTranslations } from './load-translations';
import { type CheckedFile, type ContentReader, readContentFile } from './read-content-file';

export type { LoadedContent };

/** Section files and product folders are named by keys, so they follow the schema's one key pattern. */
const keyPattern = new RegExp(productSchema.$defs.key.pattern);

const folders = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];

/**
 * The product folders site.json lists, with the pointer of each entry; from a site.json whose
 * list is unreadable, every folder under products/, so their errors still show.
 */
function productFolders(site: CheckedFile<unknown>, productsDir: string): { folder: string; pointer?: string }[] {
  const listed = (site.data as { products?: unknown } | undefined)?.products;
  if (!Array.isArray(listed)) return folders(productsDir).map((folder) => ({ folder }));
  return listed.flatMap((folder, i) =>
    typeof folder === 'string' && keyPattern.test(folder) ? [{ folder, pointer: `/products/${i}` }] : [],
  );
}

/** The site's languages, also from a site.json with errors elsewhere, so its translations are still checked. */
function languagesOf(site: CheckedFile<unknown>): readonly Language[] {
  const listed = (site.data as { languages?: unknown } | undefined)?.languages;
  if (!Array.isArray(listed)) return defaultLanguages;
  const languages = listed.filter((l): l is Language => typeof l?.code === 'string' && typeof l?.name === 'string');
  return languages.length > 0 ? languages : defaultLanguages;
}

export function loadContent(
  contentDir: string,
  errors: ContentError[],
  read: ContentReader = readContentFile,
): LoadedContent {
  const display = (path: string) => relative(process.cwd(), path) || path;
  const contentPathOf = (path: string) => relative(contentDir, path).split('\\').join('/');

  function load<K extends ContentKind>(kind: K, path: string) {
    const checked = read(kind, path, display(path));
    errors.push(...checked.errors);
    return checked;
  }

  function loadSections(dir: string): Record<string, LoadedSection> {
    const sections: Record<string, LoadedSection> = {};
    if (!existsSync(dir)) return sections;
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const key = name.slice(0, -'.json'.length);
      const problem = !name.endsWith('.json')
        ? 'only .json section files belong in a sections folder'
        : keyPattern.test(key)
          ? undefined
          : 'section file names are lowercase kebab-case, e.g. quick-tips.json';
      if (problem) {
        errors.push({ file: display(path), pointer: '', message: problem });
        continue;
      }
      const checked = load('section', path);
      const section = checked.value ?? salvageSection(checked.data, checked.errors);
      sections[key] = { file: display(path), contentPath: contentPathOf(path), section };
    }
    return sections;
  }

  const sitePath = join(contentDir, 'site.json');
  const site = load('site', sitePath);
  const content: LoadedContent = {
    site: site.value ? { file: display(sitePath), contentPath: 'site.json', settings: site.value } : undefined,
    products: [],
    brandSections: {},
  };

  for (const brand of folders(join(contentDir, 'brands'))) {
    content.brandSections[brand] = loadSections(join(contentDir, 'brands', brand, 'sections'));
  }

  const productsDir = join(contentDir, 'products');
  for (const { folder, pointer } of productFolders(site, productsDir)) {
    const path = join(productsDir, folder, 'product.json');
    if (!existsSync(path)) {
      if (pointer === undefined) continue;
      const message = `no product line "${folder}": content/products/${folder}/product.json does not exist`;
      const where = { file: display(sitePath), pointer };
      errors.push(withSuggestion(where, message, closest(folder, folders(productsDir))));
      continue;
    }
    const product = load('product', path);
    const sections = loadSections(join(productsDir, folder, 'sections'));
    const line = { folder, file: display(path), contentPath: contentPathOf(path), sections };
    if (product.value) content.products.push({ ...line, product: product.value });
    else {
      const salvaged = salvageProduct(product.data, product.errors);
      if (salvaged) content.products.push({ ...line, product: salvaged, salvaged: true });
    }
  }
  content.translations = loadTranslations(contentDir, languagesOf(site), errors, read, display);
  return content;
}
