/** Compiles the content folder with the engine's compiler, and writes build/content in its layout. */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { buildLayout } from '../../engine/compile/build-layout';
import {
  type CompiledContent,
  type CompileResult,
  compileContent as compileLoaded,
} from '../../engine/compile/compile-content';
import type { ContentFiles } from '../../engine/compile/content-source';
import type { CompiledSite } from '../../engine/types';
import type { ContentError } from '../../engine/validation/format-errors';
import { loadContent } from './load-content';

/** The content folder on disk, as the compiler sees it. */
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
    filesUnder: (folder) => {
      const found: string[] = [];
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) walk(path);
          else if (entry.isFile()) found.push(relative(contentDir, path).split('\\').join('/'));
        }
      };
      walk(join(contentDir, folder));
      return found.sort();
    },
  };
}

export function compileContent(contentDir: string): CompileResult {
  const errors: ContentError[] = [];
  const content = loadContent(contentDir, errors);
  return compileLoaded(content, contentFilesIn(contentDir), errors);
}

export function writeCompiled(compiled: CompiledContent, outDir: string): void {
  rmSync(outDir, { recursive: true, force: true });
  const write = (name: string, value: unknown) => {
    mkdirSync(dirname(join(outDir, name)), { recursive: true });
    writeFileSync(join(outDir, name), `${JSON.stringify(value, null, 2)}\n`);
  };
  write(buildLayout.site, { site: compiled.site, catalogue: compiled.catalogue } satisfies CompiledSite);
  for (const product of compiled.products) write(buildLayout.product(product.product.model), product);
  write(buildLayout.files, compiled.files);
}
