/** Browser entry: styles, then the app (in strict mode during development), in the page's language. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { languagePrefixOf } from '../engine/shared/language-prefix';
import { askInLanguage } from './api/http';
import { App, createAppRouter } from './app';
import { pageLanguageOf } from './app-language';
import { loadSite, siteAnswer } from './chrome/site-context';
import { startResource } from './shared/use-resource';
// Screen-reader-only text is used across the signed-in pages (the search box, the catalogue's
// cards, document rows): its one rule in the first stylesheet spares the signed-in area a
// stylesheet of its own, which it would wait for before drawing.
import '../renderers/shared/visually-hidden/visually-hidden.css';
import './styles/base.css';
import './styles/chrome.css';
import './styles/pages.css';

const { pathname } = location;
const html = document.documentElement;

// What the first page needs is asked for now, in parallel, not one after another as each part is
// drawn: the site texts on every page, in the language the address names; the route's code and
// what its loader asks for (the catalogue or the guard's question, session/signed-in-loader.ts),
// as the router is created.
askInLanguage(languagePrefixOf(pathname));
startResource('site', loadSite);

pageLanguageOf(pathname, html.lang, siteAnswer).then((lang) => {
  askInLanguage(lang);
  const router = createAppRouter(lang);
  // The server writes it; the dev server's page always says the default.
  if (lang) html.lang = lang;
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
});
