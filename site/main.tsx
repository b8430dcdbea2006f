/** Browser entry: styles, then the app (in strict mode during development), in the page's language. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languagePrefixOf } from '../engine/shared/languages';
import { askInLanguage } from './api/http';
import { App, createAppRouter } from './app';
import { siteAnswer, startSite } from './chrome/site-context';
import { errorPageLanguageOf } from './errors/server-answer';
import { devPageLanguageOf, pageLanguageOf } from './language';
import { onContentChange } from './shared/content-refresh';
// Screen-reader-only text is used across the signed-in pages (the search box, the catalogue's
// cards, document rows): its one rule in the first stylesheet spares the signed-in area a
// stylesheet of its own, which it would wait for before drawing.
import '../renderers/shared/visually-hidden/visually-hidden.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/chrome.css';
import './styles/pages.css';

const { pathname } = location;
const html = document.documentElement;

// The page's language: at once from the address and <html lang>, which the server writes; on the
// dev server's page, whose <html lang> is always the default, from the site texts (language.tsx).
const lang = pageLanguageOf(pathname, html.lang);
// An error page at an address without a prefix (a document's) is in the language the server wrote it in.
askInLanguage(import.meta.env.DEV ? languagePrefixOf(pathname) : (lang ?? errorPageLanguageOf()));

// What the first page needs is asked for now, in parallel, not one after another as each part is
// drawn: the site texts on every page, in the page's language; the route's code and what its
// loader asks for (the catalogue or the guard's question, session/signed-in-loader.ts), as the
// router is created.
startSite();

function start(lang: string | undefined): void {
  const router = createAppRouter(lang);
  // In production the questions were in this language from the start, and the server wrote
  // <html lang>; the dev server's page learns the language only now.
  if (import.meta.env.DEV) {
    askInLanguage(lang);
    if (lang) html.lang = lang;
  }
  // `npm run dev` only: a content save runs the routes' loaders again, and what is on screen stays
  // until the answers they return on their way arrive. A production build has no import.meta.hot,
  // so this is left out of it.
  if (import.meta.hot) {
    onContentChange(async () => {
      await router.revalidate();
      await Promise.allSettled(Object.values(router.state.loaderData).flatMap((data) => Object.values(data ?? {})));
    });
  }
  // index.html has the #root element; without it React's createRoot says the target is no element.
  // Strict mode's checks run in development only, so a production build leaves out its wrapper.
  createRoot(document.getElementById('root') as HTMLElement).render(
    import.meta.env.DEV ? (
      <StrictMode>
        <App router={router} />
      </StrictMode>
    ) : (
      <App router={router} />
    ),
  );
}

if (import.meta.env.DEV) devPageLanguageOf(pathname, siteAnswer).then(start);
else start(lang);
