/**
 * A download's or secure download's files in the site's other languages. The row itself offers the
 * reader's language's file; under "Other languages" each other file is a link named by its
 * language (marked with that language, and `hreflang` on the link), with its own edition (version
 * and date), size and earlier versions, so versions work per language.
 */
import { useId } from 'react';
import { useRenderContext } from '../../engine/rendering/render-context';
import { fileSizeOf } from '../../engine/shared/documents/downloads';
import { deliveredFileHref } from '../../engine/shared/documents/links';
import type { VersionedDocument } from '../../engine/shared/documents/versions';
import { languageName } from '../../engine/shared/languages';
import type { OtherLanguageFile } from '../../engine/shared/types';
import { usePageFormats } from '../shared/use-page-formats';
import { VisuallyHidden } from '../shared/visually-hidden/visually-hidden';
import { NewTabHint, newTabProps } from './document-row';
import { DocumentVersions } from './document-versions';
import { Edition } from './edition';

/** The fields the compiler adds to a row when languages differ (schema/compiled). */
export type LanguageFields = Pick<VersionedDocument, 'otherLanguages' | 'fileLang'>;

/** The document as it is in another language: that language's file, version, date and earlier versions. */
function documentInLanguage(document: VersionedDocument, file: OtherLanguageFile): VersionedDocument {
  const { otherLanguages: _others, fileLang: _fileLang, ...rest } = document;
  const own = {
    name: file.name ?? document.name,
    dateUpdated: file.dateUpdated,
    version: file.version,
    versions: file.versions,
  };
  return (
    document.type === 'download'
      ? { ...rest, ...own, filePath: file.filePath ?? document.filePath }
      : { ...rest, ...own, path: file.path ?? document.path }
  ) as VersionedDocument;
}

export function OtherLanguages({ document }: { document: VersionedDocument }) {
  const { compiled, site } = useRenderContext();
  const formats = usePageFormats();
  const headingId = useId();
  const files = document.otherLanguages ?? [];
  // A disabled document offers none of its files.
  if (files.length === 0 || document.disabled) return null;
  return (
    <div className="doc-languages">
      <p id={headingId} className="doc-languages__heading">
        {site.language.otherLanguages}
      </p>
      <ul className="doc-languages__list" aria-labelledby={headingId}>
        {files.map((file) => {
          const inLanguage = documentInLanguage(document, file);
          const bytes = fileSizeOf(compiled, inLanguage);
          return (
            <li key={file.lang} className="doc-languages__item">
              <a className="doc-link" href={deliveredFileHref(inLanguage)} hrefLang={file.lang} {...newTabProps}>
                <span lang={file.lang}>{languageName(file.lang, formats.languages)}</span>{' '}
                <VisuallyHidden>
                  – <span lang={file.name ? file.lang : undefined}>{inLanguage.name}</span>
                </VisuallyHidden>
                <NewTabHint />
              </a>
              {bytes !== undefined && (
                <span className="doc-row__meta">{formats.fileSize(site.documents.fileSize, bytes)}</span>
              )}
              <Edition version={inLanguage.version} date={inLanguage.dateUpdated} />
              <DocumentVersions document={inLanguage} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
