/** Browser entry: styles, then the app (in strict mode during development). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { loadCatalogue } from './api/catalogue';
import { guardCheck } from './api/session';
import { App, createAppRouter } from './app';
import { loadSite } from './data/site-context';
import { startResource } from './data/use-resource';
import { authParamOf } from './session/auth-param';
import { isAuthenticated, readStoredSession } from './session/session-storage';
// Screen-reader-only text is used across the signed-in pages (the search box, the catalogue's
// cards, document rows): its one rule in the first stylesheet spares the signed-in area a
// stylesheet of its own, which it would wait for before drawing.
import '../renderers/shared/visually-hidden/visually-hidden.css';
import './styles/base.css';
import './styles/chrome.css';
import './styles/pages.css';
import { loginPath } from '../engine/shared/routes/login-path';

// What the first page needs is asked for now, in parallel, not one after another as each part is
// drawn: the site texts on every page, and the route's code (the router asks for it as it is
// created); for any address but the login page, in a tab holding a session, the account's
// catalogue, or in a tab holding none (a new tab, a bookmark) the guard's question to the server,
// unless a sign-in link answers it.
startResource('site', loadSite);
const router = createAppRouter();
const { pathname, search } = window.location;
const stored = readStoredSession();
const onLogin = matchPath(loginPath, pathname) !== null;
if (!onLogin) {
  if (isAuthenticated(stored)) startResource(String(stored.account?.name), loadCatalogue);
  else if (!authParamOf(search)) startResource(guardCheck.key, guardCheck.load);
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
