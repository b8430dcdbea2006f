/** Browser entry: styles, then the app in strict mode. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { App } from './app';
import { pageFootChunk } from './chrome/page-foot-part';
import { signedInChunk } from './guard/signed-in-chunk';
import { authParamOf } from './session/auth-param';
import { isAuthenticated, readStoredSession } from './session/session-storage';
import './styles/base.css';
import './styles/chrome.css';
import './styles/pages.css';

// What the first page draws from chunks loads beside the site texts, not after: the footer on every page;
// the signed-in area for any address but the login page, and on it for a sign-in link or a signed-in
// tab's header navigation.
pageFootChunk.preload();
const { pathname, search } = window.location;
if (!matchPath('/login', pathname) || authParamOf(search) || isAuthenticated(readStoredSession())) {
  signedInChunk.preload();
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
