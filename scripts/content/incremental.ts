/**
 * The content compiler kept by `npm run dev`: each compile re-reads and re-checks only the
 * content files that changed since the last one (by modification time and size, or because the
 * caller names them), then runs the cross-checks and the compilation, which are pure and fast,
 * on everything.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { type CompileResult, compileContent } from '../../engine/compiler/compile/compile-content';
import type { ContentError } from '../../engine/compiler/validation/content-error';
import { type JsonSource, locate } from '../../engine/compiler/validation/json-source';
import type { ContentTypes } from '../../engine/compiler/validation/validators';
import { contentFilesIn } from './content-files';
import { loadContent } from './load-content';
import { type CheckedFile, type ContentReader, readContentFile } from './read-content-file';

/** A compile with the text of every file read, for the lines shown around each error. */
export type ContentCheck = CompileResult & { sources: ReadonlyMap<string, string> };

export interface IncrementalCompiler {
  /** `changedPaths` (absolute or relative to the content folder) are re-read even if their time and size did not change. */
  compile(changedPaths?: string[]): ContentCheck;
}

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
      const result = compileContent(content, contentFilesIn(contentDir), loadErrors);
      for (const key of cache.keys()) if (!used.has(key)) cache.delete(key);

      const located = (problems: ContentError[]) => problems.map((p) => locate(p, positions.get(p.file)));
      const warnings = located(result.warnings);
      return result.ok
        ? { ...result, warnings, sources }
        : { ...result, errors: located(result.errors), warnings, sources };
    },
  };
}
