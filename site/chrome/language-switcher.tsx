/**
 * The language switcher: a link per language of the site to the same page and query in that
 * language, the current one marked. Following one is a full load of the other address, whose router
 * runs under that language's prefix (language.tsx); the choice is written to the `lang` cookie
 * first, so a reload, a new tab and the next visit (the server sends `/` and `/login` by it) stay in
 * it. Drawn in the header, and in the small-screen menu where the header folds its links away.
 */
import { useLocation } from 'react-router-dom';
import { languageCookie, languageCookieMaxAge, pageLanguage, pathInLanguage } from '../../engine/shared/languages';
import { useSite } from './site-context';
import './language-switcher.css';

/** Remembers `lang` as the reader's choice, for the server (`/`, `/login`) and for every later visit. */
function rememberLanguage(lang: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous (the link is followed before it settles) and missing from some browsers the portal serves.
  document.cookie = `${languageCookie}=${lang};path=/;max-age=${languageCookieMaxAge};samesite=lax`;
}

/** `inMenu`: the copy in the small-screen menu, shown only where the header's own copy is folded away. */
export function LanguageSwitcher({ inMenu }: { inMenu?: boolean }) {
  const answer = useSite();
  // The router's location has no language prefix: it runs under the page's language as its basename.
  const { pathname, search, hash } = useLocation();
  const { lang: current, languages } = pageLanguage(answer.site);
  if (languages.length < 2) return null;
  const label = answer.site.language.label;
  const list = (
    <ul className="language-switcher__list" aria-label={inMenu ? label : undefined}>
      {languages.map(({ code, name }) => (
        <li key={code}>
          <a
            className="language-switcher__link"
            href={`${pathInLanguage(pathname, code, languages)}${search}${hash}`}
            hrefLang={code}
            lang={code}
            aria-current={code === current || undefined}
            onClick={() => rememberLanguage(code)}
          >
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
  // The menu's copy is a list inside the main navigation, not a second landmark of the same name.
  return inMenu ? (
    <div className="language-switcher language-switcher--menu">{list}</div>
  ) : (
    <nav className="language-switcher" aria-label={label}>
      {list}
    </nav>
  );
}
