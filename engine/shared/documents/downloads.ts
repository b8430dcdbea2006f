/** The Downloads to Print list: PDF downloads of a product line not flagged ignoreOnDownloads. */
import type { CompiledProduct, DocumentOf } from '../types';

export interface DownloadRow {
  name: string;
  filePath: string;
  fileType: string;
  sizeKb: number;
  /**
   * The language of the file when it is not the page's: a row of a section shown untranslated
   * (`lang`) or a translated row that shares the original's file (`fileLang`).
   */
  lang?: string;
}

export function sizeInKb(bytes: number): number {
  return Math.round(bytes / 1024);
}

/** A file of a download or secure download: the document's own, or one of its earlier versions. */
export type DeliveredFile =
  | Pick<DocumentOf<'download'>, 'type' | 'filePath'>
  | Pick<DocumentOf<'secure-download'>, 'type' | 'path'>;

/** Size in bytes of a download's or secure download's file, as measured by the compiler. */
export function fileSizeOf(compiled: CompiledProduct, file: DeliveredFile): number | undefined {
  const sizes = compiled.fileSizes[file.type];
  const key = file.type === 'download' ? file.filePath : file.path;
  return Object.hasOwn(sizes, key) ? sizes[key] : undefined;
}

export function downloadsOf(compiled: CompiledProduct): DownloadRow[] {
  const rows: DownloadRow[] = [];
  const seen = new Set<string>();
  for (const section of Object.values(compiled.sections)) {
    for (const document of section.documents) {
      if (document.type !== 'download' || document.ignoreOnDownloads || document.hidden) continue;
      if (!document.filePath.toLowerCase().endsWith('pdf') || seen.has(document.filePath)) continue;
      seen.add(document.filePath);
      // A language-less compile has neither field; a compiled one names the language that differs.
      const lang = section.lang ?? document.fileLang;
      rows.push({
        name: document.name,
        filePath: document.filePath,
        fileType: (document.filePath.split('.').pop() ?? '').toUpperCase(),
        sizeKb: sizeInKb(fileSizeOf(compiled, document) ?? 0),
        ...(lang ? { lang } : {}),
      });
    }
  }
  return rows;
}
