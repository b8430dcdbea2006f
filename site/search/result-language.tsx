/**
 * The words of a search result in another language than the page (an untranslated section, a PDF
 * in one language only): marked with their language, so screen readers switch voice, and followed
 * by the language's name, so every reader knows before opening it.
 */
import type { ReactNode } from 'react';
import { fillText } from '../../engine/shared/fill-text';
import { languageName } from '../../engine/shared/languages';
import type { SearchResult } from '../../engine/shared/types';
import { useSite } from '../chrome/site-context';
import { useSiteFormats } from '../chrome/use-site-formats';

/** The language of a result's words; results of a server without languages are in the page's. */
export const languageOfResult = (result: SearchResult): string | undefined => (result as { lang?: string }).lang;

export function ResultInLanguage({ result, children }: { result: SearchResult; children: ReactNode }) {
  const { site } = useSite();
  const { lang, languages } = useSiteFormats();
  const resultLang = languageOfResult(result);
  if (!resultLang || resultLang === lang) return <>{children}</>;
  return (
    <>
      <span lang={resultLang}>{children}</span>{' '}
      <span className="search__language">
        {fillText(site.search.resultLanguage, { language: languageName(resultLang, languages) })}
      </span>
    </>
  );
}
