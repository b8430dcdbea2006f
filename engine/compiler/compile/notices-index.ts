/**
 * The public notices index (build/content/notices.json): every line's notices in every language,
 * each PDF with its size and SHA-256, and nothing else of a line, so public pages, feeds and the
 * e-mail announcements read it without a session.
 */
import type { CompiledProduct, NoticesIndex, PublicNotice } from '../../shared/types';
import type { CompiledContent } from './compile-content';
import type { ContentFiles } from './content-source';
import { sha256Of } from './languages';

function linesOf(products: CompiledProduct[], files: ContentFiles) {
  return products.map(({ product }) => ({
    model: product.model,
    title: product.title,
    notices: (product.notices ?? []).map((notice): PublicNotice => {
      const bytes = files.readFile(`files/${notice.filePath}`) ?? new Uint8Array();
      return { ...notice, fileSize: bytes.byteLength, sha256: sha256Of(bytes) };
    }),
  }));
}

export function noticesIndexOf(compiled: CompiledContent, files: ContentFiles): NoticesIndex {
  const languages: NoticesIndex['languages'] = {};
  languages[compiled.site.lang ?? 'en'] = linesOf(compiled.products, files);
  for (const translation of compiled.translations) languages[translation.lang] = linesOf(translation.products, files);
  return { languages };
}
