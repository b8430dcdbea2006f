/** Earlier versions of a download or secure download, with where each is delivered and its measured size. */
import type { CompiledProduct, DocumentOf } from '../types';
import { type DeliveredFile, fileSizeOf } from './downloads';
import { deliveredFileHref } from './links';

export type VersionedDocument = DocumentOf<'download'> | DocumentOf<'secure-download'>;

export interface EarlierVersion {
  version: string;
  /** YYYY-MM-DD */
  date: string;
  note?: string;
  /** Address of the file, gated and audited by the same file route as the current one. */
  href: string;
  /** Bytes measured when content was compiled; undefined when the compiler did not measure it. */
  bytes?: number;
}

/** The document's earlier versions, newest first as the content lists them. */
export function earlierVersionsOf(compiled: CompiledProduct, document: VersionedDocument): EarlierVersion[] {
  const earlier: (DeliveredFile & { version: string; date: string; note?: string })[] =
    document.type === 'download'
      ? (document.versions ?? []).map((version) => ({ ...version, type: 'download' as const }))
      : (document.versions ?? []).map((version) => ({ ...version, type: 'secure-download' as const }));
  return earlier.map((file) => {
    const bytes = fileSizeOf(compiled, file);
    return {
      version: file.version,
      date: file.date,
      ...(file.note === undefined ? {} : { note: file.note }),
      href: deliveredFileHref(file),
      ...(bytes === undefined ? {} : { bytes }),
    };
  });
}
