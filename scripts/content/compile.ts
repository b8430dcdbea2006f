/** Compiles the content folder with the engine's compiler, and writes build/content in its layout. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildLayout } from '../../engine/compile/build-layout';
import type { CompiledContent } from '../../engine/compile/compile-content';
import type { CompiledSite } from '../../engine/types';
import { type ContentCheck, createIncrementalCompiler } from './incremental';

export function compileContent(contentDir: string): ContentCheck {
  return createIncrementalCompiler(contentDir).compile();
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
