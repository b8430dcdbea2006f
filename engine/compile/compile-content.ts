/**
 * Checks and compiles loaded content into what build/content holds; returns every error found.
 * Pure: the content arrives parsed and the content folder is read through ContentFiles.
 */
import type { CatalogueEntry, CompiledProduct, FileIndex, SiteSettings } from '../types';
import type { ContentError } from '../validation/format-errors';
import { catalogueEntryOf } from './catalogue-entry';
import { compileProduct, contentTreeOf } from './compile-product';
import type { ContentFiles, LoadedContent } from './content-source';

export interface CompiledContent {
  site: SiteSettings;
  catalogue: CatalogueEntry[];
  products: CompiledProduct[];
  files: FileIndex;
}

export type CompileResult = { ok: true; compiled: CompiledContent } | { ok: false; errors: ContentError[] };

function stripSchemaKey<T extends { $schema?: string }>(value: T): T {
  const { $schema: _ignored, ...rest } = value;
  return rest as T;
}

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

/** A brand-level section shared by several lines would otherwise report its error once per line. */
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
  checkUnique(content, errors);
  const tree = contentTreeOf(content);
  const files: FileIndex = { public: {}, secure: {}, training: {} };
  const products = content.products.map((line) => {
    const compiled = compileProduct(content, line, tree, files, contentFiles, errors);
    return {
      ...compiled,
      sections: Object.fromEntries(Object.entries(compiled.sections).map(([k, v]) => [k, stripSchemaKey(v)])),
    };
  });
  if (errors.length > 0 || !content.site) return { ok: false, errors: unique(errors) };
  const catalogue = products.map(({ product }) => catalogueEntryOf(product));
  return { ok: true, compiled: { site: stripSchemaKey(content.site.settings), catalogue, products, files } };
}
