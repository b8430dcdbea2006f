/**
 * Everything the content compiler reads from disk, handed to the pure compiler (engine/compiler):
 * each content file checked against its schema, with a missing file or a syntax error turned into
 * a maintainer-readable error at its position; the tree of product lines, brands' sections and
 * every language's translations, collecting all errors instead of stopping at the first; the files
 * documents name; the words inside PDFs, for search. The content validators and the PDFs' words
 * are kept in .cache/, as both take longer to make than to read.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { imageSize } from 'image-size';
import { sha256 } from 'js-sha256';
import type {
  ContentFiles,
  LoadedContent,
  LoadedSection,
  LoadedTranslation,
} from '../../engine/compiler/compile/content-source';
import {
  addTranslated,
  siteLanguagesOf,
  translatedKindOf,
  translationsFolder,
  untranslated,
} from '../../engine/compiler/compile/languages';
import { salvageProduct } from '../../engine/compiler/compile/salvage-product';
import { salvageSection } from '../../engine/compiler/compile/salvage-section';
import type { ContentError } from '../../engine/compiler/validation/content-error';
import { parseJsonSource } from '../../engine/compiler/validation/json-source';
import { closest, withSuggestion } from '../../engine/compiler/validation/suggest';
import {
  allSchemas,
  type CheckedText,
  type ContentKind,
  type ContentTypes,
  checkContentText,
  contentValidatorsSource,
  installContentValidators,
} from '../../engine/compiler/validation/validators';
import { defaultLanguage, type Language } from '../../engine/shared/languages';
import type { FileIndex } from '../../engine/shared/types';
import productSchema from '../../schema/product.schema.json' with { type: 'json' };

/** Writes a file of the cache beside and renames it, so a run starting at the same moment never reads half a file. */
function writeWhole(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}

/*
 * The content validators for command-line runs, compiled once and kept in .cache/: compiling the
 * schemas with ajv takes longer than checking all the content, and `content:check` is run after
 * every edit. The file name carries a hash of the schemas and of ajv's version, so an edited
 * schema or an upgraded ajv compiles afresh.
 */

// Standalone code loads ajv's runtime and ajv-formats' checks with require(), which an ES module must
// create; it resolves them from here, wherever the cache folder is.
const prelude = `import { createRequire } from 'node:module';\nconst require = createRequire(${JSON.stringify(import.meta.url)});\n`;

const ajvVersion: string = createRequire(import.meta.url)('ajv/package.json').version;

export async function loadCachedContentValidators(cacheDir: string): Promise<void> {
  const key = createHash('sha256').update(ajvVersion).update(prelude).update(JSON.stringify(allSchemas)).digest('hex');
  const file = join(cacheDir, `content-validators-${key.slice(0, 16)}.mjs`);
  if (!existsSync(file)) writeWhole(file, prelude + contentValidatorsSource());
  installContentValidators(await import(pathToFileURL(file).href));
}

/* One file: its text, its JSON, or its content checked against its schema. */

export type ReadTextResult = { ok: true; text: string } | { ok: false; error: ContentError };
export type ReadResult = { ok: true; data: unknown } | { ok: false; error: ContentError };

export function readText(path: string, displayPath: string): ReadTextResult {
  try {
    return { ok: true, text: readFileSync(path, 'utf8') };
  } catch {
    return { ok: false, error: { file: displayPath, pointer: '', message: 'file not found' } };
  }
}

export function readJson(path: string, displayPath: string): ReadResult {
  const read = readText(path, displayPath);
  if (!read.ok) return read;
  const parsed = parseJsonSource(displayPath, read.text);
  const [error] = parsed.errors;
  if (parsed.ok && !error) return { ok: true, data: parsed.data };
  return { ok: false, error: error ?? { file: displayPath, pointer: '', message: 'The file is not JSON' } };
}

/** A checked file and its text as read, for the lines shown around each error. */
export type CheckedFile<T> = CheckedText<T> & { text?: string };

export type ContentReader = <K extends ContentKind>(
  kind: K,
  path: string,
  displayPath: string,
) => CheckedFile<ContentTypes[K]>;

/** Reads one content file and checks it: syntax, then schema, every error with its line and column. */
export const readContentFile: ContentReader = (kind, path, displayPath) => {
  const read = readText(path, displayPath);
  if (!read.ok) return { errors: [read.error] };
  return { ...checkContentText(kind, displayPath, read.text), text: read.text };
};

/*
 * The content tree. A file with errors of its own still takes part where it can: a broken
 * site.json still names the product lines to load (and the languages whose translations to
 * check), and a broken section file still stands for its name (so routes do not call it missing)
 * with its sound rows cross-checked.
 */

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

/** Loads and checks every content file; `errors` collects what is wrong with any of them. */
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
  content.translations = loadTranslations(contentDir, siteLanguagesOf(site.data), errors, read, display);
  return content;
}

/*
 * The translations, content/translations/<lang>/: each language's translated files, checked
 * against the schema of their original (site.json against the generated site-translation schema).
 * A file that stands where no original is, or a folder of a language the site does not list, is an
 * error.
 */

/** Every file below a folder (anything but a folder), relative to it, with forward slashes. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

function loadTranslations(
  contentDir: string,
  languages: readonly Language[],
  errors: ContentError[],
  read: ContentReader,
  display: (path: string) => string,
): LoadedTranslation[] {
  const root = join(contentDir, translationsFolder);
  const others = languages.filter((language) => language.code !== defaultLanguage(languages));
  const loaded: LoadedTranslation[] = [];
  for (const entry of existsSync(root) ? readdirSync(root).sort() : []) {
    const dir = join(root, entry);
    const language = others.find((l) => l.code === entry);
    if (!language || !statSync(dir).isDirectory()) {
      const where = { file: display(dir), pointer: '' };
      if (entry === defaultLanguage(languages)) {
        const message = `"${entry}" is the default language: its content is the content folder itself, not a translation`;
        errors.push({ ...where, message });
      } else {
        const codes = others.map((l) => l.code);
        const message = `"${entry}" is not one of the site's languages (languages in content/site.json: ${languages.map((l) => l.code).join(', ')})`;
        errors.push(withSuggestion(where, message, closest(entry, codes)));
      }
      continue;
    }
    loaded.push(loadLanguage(contentDir, dir, language, errors, read, display));
  }
  // In the order of the site's languages, which is the order of their rows' other-language files;
  // a language with no folder yet has everything to translate.
  return others.map((language) => loaded.find((t) => t.language.code === language.code) ?? untranslated(language));
}

function loadLanguage(
  contentDir: string,
  dir: string,
  language: Language,
  errors: ContentError[],
  read: ContentReader,
  display: (path: string) => string,
): LoadedTranslation {
  const translation = untranslated(language);
  for (const path of filesBelow(dir)) {
    const file = display(join(dir, path));
    const kind = translatedKindOf(path);
    if (!kind) {
      errors.push({
        file,
        pointer: '',
        message:
          'a language folder holds only translated site.json, products/<line>/product.json and sections/<name>.json files, at the same path as their original; put translated documents under content/files or content/secure',
      });
      continue;
    }
    if (!existsSync(join(contentDir, path))) {
      errors.push({
        file,
        pointer: '',
        message: `translates nothing: its original content/${path} does not exist (a translation has the same path under content/translations/${language.code}/ as its original under content/)`,
      });
      continue;
    }
    const checked = read(kind, join(dir, path), file);
    errors.push(...checked.errors);
    if (!checked.value) continue;
    addTranslated(translation, path, { file, originalPath: path, value: checked.value });
  }
  return translation;
}

/** The content folder as the compiler sees the files documents and pictures name. */
export function contentFilesIn(contentDir: string): ContentFiles {
  return {
    fileSize: (path) => {
      try {
        const facts = statSync(join(contentDir, path));
        return facts.isFile() ? facts.size : undefined;
      } catch {
        return undefined;
      }
    },
    readFile: (path) => {
      try {
        return readFileSync(join(contentDir, path));
      } catch {
        return undefined;
      }
    },
    imageSize: (path) => {
      try {
        const measured = imageSize(readFileSync(join(contentDir, path)));
        // SVG sizes may be fractional or in other units; HTML's width and height are whole pixels.
        const width = Math.round(measured.width);
        const height = Math.round(measured.height);
        return width > 0 && height > 0 ? { width, height } : undefined;
      } catch {
        // A missing file is reported where it is named; a picture of an unknown kind simply has no size.
        return undefined;
      }
    },
    filesUnder: (folder) => {
      const dir = join(contentDir, folder);
      // A folder that does not exist has no files; the caller reports the path that named it.
      if (!existsSync(dir)) return [];
      return readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(contentDir, join(entry.parentPath, entry.name)).split('\\').join('/'))
        .sort();
    },
  };
}

/*
 * The words inside PDFs, for search: read with Mozilla's pdf.js. Reading a PDF costs tens of
 * milliseconds, so texts are kept in .cache/ by a hash of the file's bytes and a file is read
 * again only when it changed.
 */

/** Where the content folder is, and the cache of what was read from its PDFs before. */
export interface ContentFolders {
  contentDir: string;
  cacheDir: string;
  /** Told of each PDF whose text cannot be read; the console by default. */
  warn?: (message: string) => void;
}

const pdfCacheVersion = 1;

async function readPdfText(data: Uint8Array): Promise<string> {
  // Loaded on the first PDF that is not in the cache: most compiles read none.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // No fonts: only the text layer is wanted (pdf.js 6 never evaluates code from a PDF).
  const loading = getDocument({ data, useSystemFonts: false, verbosity: 0 });
  const pdf = await loading.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
    }
    return pages
      .join('\n')
      .replace(/[ \t]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .trim();
  } finally {
    await loading.destroy();
  }
}

function readPdfCache(file: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * The text of every PDF the compiled files name, by its path in the content folder; '' for one
 * without a text layer or that cannot be read (a warning says which). The cache keeps only the
 * files asked for in this run.
 */
export async function pdfTextsOf(
  files: FileIndex,
  { contentDir, cacheDir, warn = console.warn }: ContentFolders,
): Promise<Map<string, string>> {
  const cacheFile = join(cacheDir, `pdf-text-v${pdfCacheVersion}.json`);
  const cached: Record<string, string> = existsSync(cacheFile) ? readPdfCache(cacheFile) : {};
  const used: Record<string, string> = {};
  const textOf = async (path: string) => {
    const data = new Uint8Array(readFileSync(path));
    const key = sha256(data);
    if (!Object.hasOwn(cached, key)) {
      try {
        cached[key] = await readPdfText(data);
      } catch (error) {
        // Not kept: the next compile tries again, and warns again until the file is fixed.
        warn(`${path}: its text cannot be read for search (${(error as Error).message}); it is found by its name only`);
        return '';
      }
    }
    used[key] = cached[key] ?? '';
    return used[key];
  };
  const byPath = new Map<string, string>();
  for (const table of [files.public, files.secure]) {
    for (const file of Object.values(table)) {
      if (file.contentType === 'application/pdf' && !byPath.has(file.source))
        byPath.set(file.source, await textOf(join(contentDir, file.source)));
    }
  }
  writeWhole(cacheFile, JSON.stringify(used));
  return byPath;
}
