/** What search may find in each compiled product line, with the words inside its PDFs. */
import { join } from 'node:path';
import type { CompiledContent } from '../../engine/compiler/compile/compile-content';
import { defaultLanguage, defaultLanguages } from '../../engine/shared/languages';
import { searchEntriesOf } from '../../engine/shared/search/search-entries';
import type { SearchSource } from '../../engine/shared/types';
import { pdfTexts } from './pdf-text';

/** Where the content folder is, and the cache of what was read from its PDFs before. */
export interface ContentFolders {
  contentDir: string;
  cacheDir: string;
  /** Told of each PDF whose text cannot be read; the console by default. */
  warn?: (message: string) => void;
}

/** Each language's search sources, by its code; `cacheDir` keeps the text of PDFs read before (the project's .cache/). */
export async function searchSourcesOf(
  compiled: CompiledContent,
  { contentDir, cacheDir, warn }: ContentFolders,
): Promise<Map<string, SearchSource[]>> {
  const texts = pdfTexts(cacheDir, warn);
  const byPath = new Map<string, string>();
  for (const table of [compiled.files.public, compiled.files.secure]) {
    for (const file of Object.values(table)) {
      if (file.contentType === 'application/pdf' && !byPath.has(file.source))
        byPath.set(file.source, await texts.textOf(join(contentDir, file.source)));
    }
  }
  texts.save();
  const sourcesOf = (products: CompiledContent['products']) =>
    products.map((product) => ({
      model: product.product.model,
      entries: searchEntriesOf(product, (path) => byPath.get(path)),
    }));
  return new Map([
    [compiled.site.lang ?? defaultLanguage(compiled.site.languages ?? defaultLanguages), sourcesOf(compiled.products)],
    ...compiled.translations.map((t) => [t.lang, sourcesOf(t.products)] as const),
  ]);
}
