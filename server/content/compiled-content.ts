/**
 * Loads build/content once at start-up and validates it, so the server never answers
 * with content the compiler would have refused. Product manifests are kept serialised:
 * they are answered as they are, many times.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FileIndex, FileKind, IndexedFile } from '../../engine/files/file-index';
import type { CatalogueEntry, CompiledProduct, RouteNode, SiteSettings } from '../../engine/types';
import { formatContentError } from '../../engine/validation/format-errors';
import { validateContent } from '../../engine/validation/validators';

export interface LoadedProduct {
  compiled: CompiledProduct;
  json: string;
}

export interface CompiledContent {
  site: SiteSettings;
  catalogue: CatalogueEntry[];
  /** Keyed by model. */
  products: Map<string, LoadedProduct>;
  files: FileIndex;
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
  const required = ['site.json', 'files.json', 'products'].map((name) => join(buildDir, name));
  const absent = required.filter((path) => !existsSync(path));
  if (absent.length > 0) {
    throw new ContentLoadError([`Compiled content not found: missing ${absent.join(', ')}`], true);
  }

  const problems: string[] = [];
  const readJson = (file: string): unknown => {
    try {
      return JSON.parse(readFileSync(join(buildDir, file), 'utf8'));
    } catch (error) {
      problems.push(`${file}: /: cannot be read as JSON (${(error as Error).message})`);
      return undefined;
    }
  };

  const siteFile = readJson('site.json') as { site?: unknown; catalogue?: unknown } | undefined;
  const siteResult = validateContent('site', 'site.json#/site', siteFile?.site);
  if (!siteResult.ok) problems.push(...siteResult.errors.map(formatContentError));
  const catalogue = checkCatalogue(siteFile?.catalogue, problems);

  const products = new Map<string, LoadedProduct>();
  for (const entry of catalogue) {
    const file = `products/${entry.model}.json`;
    const compiled = readJson(file);
    if (compiled !== undefined && checkProduct(file, compiled, entry, problems)) {
      products.set(entry.model, { compiled, json: JSON.stringify(compiled) });
    }
  }

  const files = checkFileIndex(readJson('files.json'), problems);
  if (problems.length > 0 || !siteResult.ok) throw new ContentLoadError(problems, false);

  return {
    site: siteResult.value,
    catalogue,
    products,
    files,
    modelKeys: catalogue.map((entry) => entry.model),
    frameOrigins: videoOrigins([...products.values()].flatMap((product) => product.compiled.product.routes)),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const keyPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function checkCatalogue(value: unknown, problems: string[]): CatalogueEntry[] {
  if (!Array.isArray(value) || value.length === 0) {
    problems.push('site.json: /catalogue: must be a non-empty list of catalogue entries');
    return [];
  }
  const entries: CatalogueEntry[] = [];
  const seen = new Set<string>();
  value.forEach((entry: unknown, index) => {
    const at = `site.json: /catalogue/${index}`;
    const image = isRecord(entry) ? entry.image : undefined;
    if (
      !isRecord(entry) ||
      typeof entry.brand !== 'string' ||
      typeof entry.model !== 'string' ||
      typeof entry.title !== 'string' ||
      typeof entry.pathPrefix !== 'string' ||
      !isRecord(image) ||
      typeof image.src !== 'string' ||
      typeof image.alt !== 'string'
    ) {
      problems.push(`${at}: must have brand, model, title, pathPrefix and image { src, alt }`);
      return;
    }
    if (!keyPattern.test(entry.model)) problems.push(`${at}/model: must be a lowercase kebab-case key`);
    else if (seen.has(entry.model)) problems.push(`${at}/model: "${entry.model}" appears twice`);
    else entries.push(entry as unknown as CatalogueEntry);
    seen.add(entry.model);
  });
  return entries;
}

function checkProduct(
  file: string,
  value: unknown,
  entry: CatalogueEntry,
  problems: string[],
): value is CompiledProduct {
  if (!isRecord(value) || !isRecord(value.sections)) {
    problems.push(`${file}: /: must be { product, sections }`);
    return false;
  }
  const before = problems.length;
  const product = validateContent('product', `${file}#/product`, value.product);
  if (!product.ok) problems.push(...product.errors.map(formatContentError));
  else if (product.value.model !== entry.model) {
    problems.push(`${file}: /product/model: must be "${entry.model}" as in the catalogue`);
  }
  for (const [name, section] of Object.entries(value.sections)) {
    const result = validateContent('section', `${file}#/sections/${name}`, section);
    if (!result.ok) problems.push(...result.errors.map(formatContentError));
  }
  return problems.length === before;
}

const fileKinds: readonly FileKind[] = ['public', 'secure', 'training'];

/** The compiler writes the index; the server still refuses entries that could leave the content folder. */
function checkFileIndex(value: unknown, problems: string[]): FileIndex {
  const index: FileIndex = { public: {}, secure: {}, training: {} };
  if (!isRecord(value)) {
    problems.push('files.json: /: must be { public, secure, training }');
    return index;
  }
  for (const kind of fileKinds) {
    const table = value[kind];
    if (!isRecord(table)) {
      problems.push(`files.json: /${kind}: must be an object of files`);
      continue;
    }
    for (const [key, file] of Object.entries(table)) {
      const at = `files.json: /${kind}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      if (!isIndexedFile(file, kind)) {
        problems.push(`${at}: must be { models, kind: "${kind}", source, bytes, contentType }`);
      } else if (!isSafeRelativePath(file.source)) {
        problems.push(`${at}/source: must be a relative path inside the content folder`);
      } else {
        index[kind][key] = file;
      }
    }
  }
  return index;
}

function isIndexedFile(value: unknown, kind: FileKind): value is IndexedFile {
  return (
    isRecord(value) &&
    Array.isArray(value.models) &&
    value.models.every((model) => typeof model === 'string') &&
    value.kind === kind &&
    typeof value.source === 'string' &&
    typeof value.bytes === 'number' &&
    typeof value.contentType === 'string' &&
    /^[\w.+-]+\/[\w.+-]+(;.*)?$/.test(value.contentType)
  );
}

export function isSafeRelativePath(path: string): boolean {
  if (path === '' || path.startsWith('/') || path.includes('\\') || path.includes('\0') || /^[A-Za-z]:/.test(path)) {
    return false;
  }
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

function videoOrigins(routes: RouteNode[]): string[] {
  const origins = new Set<string>();
  const visit = (nodes: RouteNode[]) => {
    for (const node of nodes) {
      if (node.meta.url) {
        try {
          const url = new URL(node.meta.url);
          if (url.protocol === 'https:') origins.add(url.origin);
        } catch {
          // Schema validation already reported a malformed address.
        }
      }
      if (node.children) visit(node.children);
    }
  };
  visit(routes);
  return [...origins].sort();
}
