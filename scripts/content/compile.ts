/** Checks and compiles all content into build/content; returns every error found. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FileIndex } from '../../engine/files/file-index';
import type { CatalogueEntry, CompiledProduct, CompiledSite, SiteSettings } from '../../engine/types';
import type { ContentError } from '../../engine/validation/format-errors';
import { compileProduct, contentTreeOf } from './compile-product';
import { loadContent } from './load-content';

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

function checkUnique(content: ReturnType<typeof loadContent>, errors: ContentError[]) {
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

export function compileContent(contentDir: string): CompileResult {
  const errors: ContentError[] = [];
  const content = loadContent(contentDir, errors);
  checkUnique(content, errors);
  const tree = contentTreeOf(content);
  const files: FileIndex = { public: {}, secure: {}, training: {} };
  const products = content.products.map((line) => {
    const compiled = compileProduct(content, line, tree, files, errors);
    return {
      ...compiled,
      sections: Object.fromEntries(Object.entries(compiled.sections).map(([k, v]) => [k, stripSchemaKey(v)])),
    };
  });
  if (errors.length > 0 || !content.site) return { ok: false, errors: unique(errors) };
  const catalogue = products.map(({ product }) => ({
    brand: product.brand,
    model: product.model,
    title: product.card.title,
    pathPrefix: product.pathPrefix,
    image: product.card.image,
  }));
  return { ok: true, compiled: { site: stripSchemaKey(content.site.settings), catalogue, products, files } };
}

export function writeCompiled(compiled: CompiledContent, outDir: string): void {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, 'products'), { recursive: true });
  const write = (name: string, value: unknown) =>
    writeFileSync(join(outDir, name), `${JSON.stringify(value, null, 2)}\n`);
  write('site.json', { site: compiled.site, catalogue: compiled.catalogue } satisfies CompiledSite);
  for (const product of compiled.products) write(join('products', `${product.product.model}.json`), product);
  write('files.json', compiled.files);
}
