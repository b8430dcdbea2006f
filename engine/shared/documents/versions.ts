/** Earlier versions of a download or secure download, with where each is delivered and its measured size. */
import type { CompiledProduct, DocumentOf } from '../types';
import { fileSizeOf } from './downloads';
import { downloadHref, secureDownloadHref } from './links';

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
  const withFile = (
    { version, date, note }: { version: string; date: string; note?: string },
    href: string,
    bytes: number | undefined,
  ): EarlierVersion => ({
    version,
    date,
    ...(note === undefined ? {} : { note }),
    href,
    ...(bytes === undefined ? {} : { bytes }),
  });
  if (document.type === 'download') {
    return (document.versions ?? []).map((earlier) =>
      withFile(earlier, downloadHref(earlier), fileSizeOf(compiled, { type: 'download', filePath: earlier.filePath })),
    );
  }
  return (document.versions ?? []).map((earlier) =>
    withFile(
      earlier,
      secureDownloadHref(earlier.path),
      fileSizeOf(compiled, { type: 'secure-download', path: earlier.path }),
    ),
  );
}
