/** What search may find in each compiled product line, in each language, with the words inside its files. */

import { pageLanguage } from '../../shared/languages';
import { type FileText, searchEntriesOf } from '../../shared/search/search-entries';
import type { SearchSource } from '../../shared/types';
import type { CompiledContent } from './compile-content';

/** Each language's search sources, by its code; `fileText` gives the words of a file by its path in the content folder, when known. */
export function searchSourcesOf(compiled: CompiledContent, fileText: FileText): Map<string, SearchSource[]> {
  const sourcesOf = (products: CompiledContent['products']) =>
    products.map((product) => ({ model: product.product.model, entries: searchEntriesOf(product, fileText) }));
  return new Map([
    [pageLanguage(compiled.site).lang, sourcesOf(compiled.products)],
    ...compiled.translations.map((t) => [t.lang, sourcesOf(t.products)] as const),
  ]);
}
