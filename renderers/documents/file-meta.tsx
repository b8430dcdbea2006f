/** The small facts after a file's link: its size, and its language's name when it is not the page's. */
import type { ReactNode } from 'react';
import { useRenderContext } from '../../engine/rendering/render-context';
import { languageName } from '../../engine/shared/languages';
import { usePageFormats } from '../shared/use-page-formats';

/** Nothing when there is nothing to tell, so the row draws no empty meta. */
export function useFileMeta(bytes: number | undefined, fileLang: string | undefined): ReactNode | undefined {
  const { site } = useRenderContext();
  const formats = usePageFormats();
  const size = bytes === undefined ? undefined : formats.fileSize(site.documents.fileSize, bytes);
  if (!fileLang) return size;
  // The name is the language's own ("English"), so it is marked with that language.
  const name = <span lang={fileLang}>{languageName(fileLang, formats.languages)}</span>;
  return size === undefined ? (
    name
  ) : (
    <>
      {size} · {name}
    </>
  );
}
