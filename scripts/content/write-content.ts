/**
 * Everything the content commands write: build/content, compiled from the content folder (kept by
 * `npm run dev` across saves, re-reading only the files that changed) with each language's search
 * sources and the site's icon; and, for `npm run content:translations -- --stamp`, the hash of an
 * original in its translation's `translationOf`, so content:check can tell when the original
 * changes after it.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { applyEdits, modify, parseTree } from 'jsonc-parser';
import { buildLayout } from '../../engine/compiler/compile/build-layout';
import {
  type CompiledContent,
  type CompileResult,
  compileContent as compileLoaded,
} from '../../engine/compiler/compile/compile-content';
import { sha256Of, translatedKindOf, translationsFolder } from '../../engine/compiler/compile/languages';
import { noticesIndexOf } from '../../engine/compiler/compile/notices-index';
import { searchSourcesOf } from '../../engine/compiler/compile/search-sources';
import { drawSiteIcon } from '../../engine/compiler/compile/site-icon';
import type { ContentError } from '../../engine/compiler/validation/content-error';
import { type JsonSource, locate } from '../../engine/compiler/validation/json-source';
import type { ContentTypes } from '../../engine/compiler/validation/validators';
import { pageLanguage } from '../../engine/shared/languages';
import type { CompiledSite } from '../../engine/shared/types';
import {
  type CheckedFile,
  type ContentFolders,
  type ContentReader,
  contentFilesIn,
  loadContent,
  pdfTextsOf,
  readContentFile,
} from './read-content';

/** A compile with the text of every file read, for the lines shown around each error. */
export type ContentCheck = CompileResult & { sources: ReadonlyMap<string, string> };

export interface IncrementalCompiler {
  /** `changedPaths` (absolute or relative to the content folder) are re-read even if their time and size did not change. */
  compile(changedPaths?: string[]): ContentCheck;
}

/**
 * The content compiler kept by `npm run dev`: each compile re-reads and re-checks only the content
 * files that changed since the last one (by modification time and size, or because the caller
 * names them), then runs the cross-checks and the compilation, which are pure and fast, on everything.
 */
export function createIncrementalCompiler(contentDir: string): IncrementalCompiler {
  const cache = new Map<string, { stamp: string; checked: CheckedFile<unknown> }>();
  return {
    compile(changedPaths = []) {
      const changed = new Set(changedPaths.map((path) => resolve(contentDir, path)));
      const used = new Set<string>();
      const sources = new Map<string, string>();
      const positions = new Map<string, JsonSource>();

      const read: ContentReader = (kind, path, displayPath) => {
        const key = `${kind}\u0000${path}`;
        const facts = statSync(path, { throwIfNoEntry: false });
        const stamp = `${facts?.mtimeMs}\u0000${facts?.size}\u0000${displayPath}`;
        const cached = cache.get(key);
        // The cache holds what readContentFile answered for this kind and path.
        const checked = (
          cached?.stamp === stamp && !changed.has(path) ? cached.checked : readContentFile(kind, path, displayPath)
        ) as CheckedFile<ContentTypes[typeof kind]>;
        cache.set(key, { stamp, checked });
        used.add(key);
        if (checked.text !== undefined) sources.set(displayPath, checked.source?.text ?? checked.text);
        if (checked.source) positions.set(displayPath, checked.source);
        return checked;
      };

      const loadErrors: ContentError[] = [];
      const content = loadContent(contentDir, loadErrors, read);
      const result = compileLoaded(content, contentFilesIn(contentDir), loadErrors);
      for (const key of cache.keys()) if (!used.has(key)) cache.delete(key);

      const located = (problems: ContentError[]) => problems.map((p) => locate(p, positions.get(p.file)));
      const warnings = located(result.warnings);
      return result.ok
        ? { ...result, warnings, sources }
        : { ...result, errors: located(result.errors), warnings, sources };
    },
  };
}

/** Compiles the content folder once. */
export function compileContent(contentDir: string): ContentCheck {
  return createIncrementalCompiler(contentDir).compile();
}

/** Writes build/content, with the search sources read from the content folder's PDFs and the site's icon drawn. */
export async function writeCompiled(compiled: CompiledContent, outDir: string, folders: ContentFolders): Promise<void> {
  const pdfTexts = await pdfTextsOf(compiled.files, folders);
  const search = searchSourcesOf(compiled, (path) => pdfTexts.get(path));
  rmSync(outDir, { recursive: true, force: true });
  const writeBytes = (name: string, bytes: string | Uint8Array) => {
    mkdirSync(dirname(join(outDir, name)), { recursive: true });
    writeFileSync(join(outDir, name), bytes);
  };
  const write = (name: string, value: unknown) => writeBytes(name, `${JSON.stringify(value, null, 2)}\n`);
  const defaultLang = pageLanguage(compiled.site).lang;
  for (const language of [compiled, ...compiled.translations]) {
    const lang = language.site.lang ?? defaultLang;
    const at = (name: string) => buildLayout.inLanguage(name, lang, defaultLang);
    write(at(buildLayout.site), { site: language.site, catalogue: language.catalogue } satisfies CompiledSite);
    for (const product of language.products) write(at(buildLayout.product(product.product.model)), product);
    for (const source of search.get(lang) ?? []) write(at(buildLayout.search(source.model)), source);
  }
  write(buildLayout.files, compiled.files);
  write(buildLayout.eifu, compiled.eifu);
  write(buildLayout.notices, noticesIndexOf(compiled, contentFilesIn(folders.contentDir)));
  const { icon } = compiled.site;
  if (icon) {
    const svg = readFileSync(join(folders.contentDir, 'images', icon.src));
    for (const [name, bytes] of Object.entries(drawSiteIcon(svg))) writeBytes(name, bytes);
  }
}

/** The original a translated file translates, relative to the content folder; an error for a file that is not a translation. */
function originalOf(contentDir: string, file: string): { lang: string; path: string } {
  const inside = relative(join(contentDir, translationsFolder), resolve(file)).split(sep).join('/');
  const [lang = '', ...rest] = inside.split('/');
  const path = rest.join('/');
  if (inside.startsWith('..') || !lang || !translatedKindOf(path))
    throw new Error(
      `${file} is not a translation: translations are content/${translationsFolder}/<lang>/ followed by the path of their original inside content/`,
    );
  return { lang, path };
}

/** Records the hash of the original's current bytes in a translated file, keeping the rest of its text as it is. */
export function stampTranslation(contentDir: string, file: string): string {
  const { path } = originalOf(contentDir, file);
  let original: Uint8Array;
  try {
    original = readFileSync(join(contentDir, path));
  } catch {
    throw new Error(`${file} translates nothing: content/${path} does not exist`);
  }
  const sha256 = sha256Of(original);
  const text = readFileSync(file, 'utf8');
  const tree = parseTree(text);
  if (tree?.type !== 'object') throw new Error(`${file} is not a JSON object; fix it first (npm run content:check)`);
  // A new translationOf goes after $schema, where a reader looks first.
  const keys = (tree.children ?? []).map((p) => p.children?.[0]?.value);
  const edits = modify(
    text,
    ['translationOf'],
    { sha256 },
    {
      formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' },
      getInsertionIndex: () => (keys[0] === '$schema' ? 1 : 0),
    },
  );
  writeFileSync(file, applyEdits(text, edits));
  return sha256;
}
