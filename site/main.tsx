/** Browser entry: styles, then the app (in strict mode during development). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { loadCatalogue } from './api/catalogue';
import { guardCheck } from './api/session';
import { App } from './app';
import { pageFootChunk } from './chrome/page-foot-part';
import { loadSite } from './data/site-context';
import { startResource } from './data/use-resource';
import { signedInChunk } from './guard/signed-in-chunk';
import { authParamOf } from './session/auth-param';
import { isAuthenticated, readStoredSession } from './session/session-storage';
// Screen-reader-only text is used across the signed-in pages (the search box, the catalogue's
// cards, document rows): its one rule in the first stylesheet spares the signed-in area a
// stylesheet of its own, which it would wait for before drawing.
import '../renderers/shared/visually-hidden/visually-hidden.css';
import './styles/base.css';
import './styles/chrome.css';
import './styles/pages.css';
import { loginPath } from '../engine/routes/login-path';

// What the first page needs is asked for now, in parallel, not one after another as each part is
// drawn: the site texts and the footer on every page; for any address but the login page, the
// signed-in area and, in a tab holding a session, the account's catalogue, or in a tab holding none
// (a new tab, a bookmark) the guard's question to the server, unless a sign-in link answers it; on
// the login page, the signed-in area for a sign-in link or a signed-in tab's header navigation.
startResource('site', loadSite);
pageFootChunk.preload();
const { pathname, search } = window.location;
const stored = readStoredSession();
const onLogin = matchPath(loginPath, pathname) !== null;
if (!onLogin || authParamOf(search) || isAuthenticated(stored)) signedInChunk.preload();
if (!onLogin) {
  if (isAuthenticated(stored)) startResource(String(stored.account?.name), loadCatalogue);
  else if (!authParamOf(search)) startResource(guardCheck.key, guardCheck.load);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Strict mode's checks run in development only, so a production build leaves out its wrapper.
createRoot(container).render(
  import.meta.env.DEV ? (
    <StrictMode>
      <App />
    </StrictMode>
  ) : (
    <App />
  ),
);
