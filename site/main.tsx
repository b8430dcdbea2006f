/** Browser entry: styles, then the app in strict mode. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { App } from './app';
import { signedInArea } from './guard/signed-in-part';
import './styles/base.css';
import './styles/chrome.css';
import './styles/pages.css';

// Any first address but the login page opens the signed-in area: its chunk loads beside the site texts, not after.
if (!matchPath('/login', window.location.pathname)) signedInArea.preload();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
