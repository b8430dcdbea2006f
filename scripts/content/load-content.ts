/** Loads and schema-validates every content file, collecting all errors instead of stopping at the first. */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { LoadedContent, LoadedProduct, LoadedSection } from '../../engine/compile/content-source';
import type { ContentError } from '../../engine/validation/format-errors';
import { type ContentKind, validateContent } from '../../engine/validation/validators';
import productSchema from '../../schema/product.schema.json' with { type: 'json' };
import { readJson } from './read-json';

export type { LoadedContent, LoadedProduct, LoadedSection };

/** Section files are named by their key, so they follow the schema's one key pattern. */
const sectionName = new RegExp(productSchema.$defs.key.pattern);

export function loadContent(contentDir: string, errors: ContentError[]): LoadedContent {
  const display = (path: string) => relative(process.cwd(), path) || path;

  function load<K extends ContentKind>(kind: K, path: string) {
    const read = readJson(path, display(path));
    if (!read.ok) {
      errors.push(read.error);
      return undefined;
    }
    const result = validateContent(kind, display(path), read.data);
    if (!result.ok) {
      errors.push(...result.errors);
      return undefined;
    }
    return result.value;
  }

  function loadSections(dir: string): Record<string, LoadedSection> {
    const sections: Record<string, LoadedSection> = {};
    if (!existsSync(dir)) return sections;
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (!name.endsWith('.json')) {
        errors.push({
          file: display(path),
          pointer: '',
          message: 'only .json section files belong in a sections folder',
        });
        continue;
      }
      const key = name.slice(0, -'.json'.length);
      if (!sectionName.test(key)) {
        errors.push({
          file: display(path),
          pointer: '',
          message: 'section file names are lowercase kebab-case, e.g. quick-tips.json',
        });
        continue;
      }
      const section = load('section', path);
      if (section) sections[key] = { file: display(path), section };
    }
    return sections;
  }

  const sitePath = join(contentDir, 'site.json');
  const settings = load('site', sitePath);
  const content: LoadedContent = {
    site: settings ? { file: display(sitePath), settings } : undefined,
    products: [],
    brandSections: {},
  };

  const brandsDir = join(contentDir, 'brands');
  if (existsSync(brandsDir)) {
    for (const brand of readdirSync(brandsDir).sort()) {
      content.brandSections[brand] = loadSections(join(brandsDir, brand, 'sections'));
    }
  }

  for (const folder of settings?.products ?? []) {
    const path = join(contentDir, 'products', folder, 'product.json');
    const product = load('product', path);
    if (product) {
      content.products.push({
        folder,
        file: display(path),
        product,
        sections: loadSections(join(contentDir, 'products', folder, 'sections')),
      });
    }
  }
  return content;
}
