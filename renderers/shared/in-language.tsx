/**
 * Content in another language than the page: an untranslated section or product home falls back
 * to the default language's words. Its region carries their `lang`, so screen readers switch voice,
 * and a short notice above it, in the reader's language, says it is not translated yet.
 */
import type { ReactNode } from 'react';
import { useRenderContext } from '../../engine/rendering/render-context';
import { fillText } from '../../engine/shared/fill-text';
import { languageName } from '../../engine/shared/languages';
import { usePageFormats } from './use-page-formats';

/** The language a compiled section or product home is in when it is not the page's (`lang`, `contentLang`). */
export function fallbackLangOf(resource: object | undefined): string | undefined {
  const { lang, contentLang } = (resource ?? {}) as { lang?: string; contentLang?: string };
  return lang ?? contentLang;
}

/** The notice alone, for a page that marks its regions itself. */
function NotTranslatedNotice() {
  const { site } = useRenderContext();
  const { lang, languages } = usePageFormats();
  return (
    <p className="page__alert page__alert--info language-notice">
      {fillText(site.language.notTranslated, { language: languageName(lang, languages) })}
    </p>
  );
}

interface InLanguageProps {
  /** The content's language; nothing is added when it is absent or the page's own. */
  lang: string | undefined;
  children: ReactNode;
}

/** The notice, then the content in a region of its language; the content alone when it is the page's language. */
export function InLanguage({ lang, children }: InLanguageProps) {
  const page = usePageFormats().lang;
  if (!lang || lang === page) return <>{children}</>;
  return (
    <>
      <NotTranslatedNotice />
      <div className="language-region" lang={lang}>
        {children}
      </div>
    </>
  );
}
