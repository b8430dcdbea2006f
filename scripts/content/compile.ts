/** Compiles the content folder with the engine's compiler, and writes build/content in its layout. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildLayout } from '../../engine/compiler/compile/build-layout';
import type { CompiledContent } from '../../engine/compiler/compile/compile-content';
import { drawSiteIcon } from '../../engine/compiler/compile/site-icon';
import { defaultLanguage, defaultLanguages } from '../../engine/shared/languages';
import type { CompiledSite } from '../../engine/shared/types';
import { type ContentCheck, createIncrementalCompiler } from './incremental';
import { type ContentFolders, searchSourcesOf } from './search-sources';

export function compileContent(contentDir: string): ContentCheck {
  return createIncrementalCompiler(contentDir).compile();
}

/** Writes build/content, with the search sources read from the content folder's PDFs and the site's icon drawn. */
export async function writeCompiled(compiled: CompiledContent, outDir: string, folders: ContentFolders): Promise<void> {
  const search = await searchSourcesOf(compiled, folders);
  rmSync(outDir, { recursive: true, force: true });
  const writeBytes = (name: string, bytes: string | Uint8Array) => {
    mkdirSync(dirname(join(outDir, name)), { recursive: true });
    writeFileSync(join(outDir, name), bytes);
  };
  const write = (name: string, value: unknown) => writeBytes(name, `${JSON.stringify(value, null, 2)}\n`);
  const defaultLang = compiled.site.lang ?? defaultLanguage(compiled.site.languages ?? defaultLanguages);
  for (const language of [compiled, ...compiled.translations]) {
    const lang = language.site.lang ?? defaultLang;
    const at = (name: string) => buildLayout.inLanguage(name, lang, defaultLang);
    write(at(buildLayout.site), { site: language.site, catalogue: language.catalogue } satisfies CompiledSite);
    for (const product of language.products) write(at(buildLayout.product(product.product.model)), product);
    for (const source of search.get(lang) ?? []) write(at(buildLayout.search(source.model)), source);
  }
  write(buildLayout.files, compiled.files);
  const { icon } = compiled.site;
  if (icon) {
    const svg = readFileSync(join(folders.contentDir, 'images', icon.src));
    for (const [name, bytes] of Object.entries(drawSiteIcon(svg))) writeBytes(name, bytes);
  }
}
