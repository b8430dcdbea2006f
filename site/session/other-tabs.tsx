/**
 * Hears what the other tabs tell (session-news.ts). Another tab's sign-out ends this tab's session as
 * a 401 would. Another tab's sign-in takes a signed-out tab along, and on the login page it continues
 * as its own sign-in would; a tab signed in already keeps its account. The root layout
 * (router.tsx) draws it on every page.
 */
import { useEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { loginPath } from '../../engine/shared/routes/login-path';
import { useSite } from '../chrome/site-context';
import { continueAfterLogin } from './continue-after-login';
import { useSessionEnded } from './session-ended';
import { type SessionNews, sessionChannelName } from './session-news';
import { isAuthenticated, readStoredSession, saveSession } from './session-storage';

/** A page of another version of the site may share the channel: anything else is not news. */
function isSessionNews(data: unknown): data is SessionNews {
  if (!data || typeof data !== 'object') return false;
  const { kind, account } = data as { kind?: unknown; account?: unknown };
  return kind === 'signed-out' || (kind === 'signed-in' && Boolean(account) && typeof account === 'object');
}

export function OtherTabs() {
  const sessionEnded = useSessionEnded();
  const location = useLocation();
  const navigate = useNavigate();
  const { productPaths } = useSite();
  // Read when news arrives: the channel stays open for the tab's life, since news that reaches a
  // channel being replaced is lost.
  const here = useRef({ location, navigate, productPaths });
  useEffect(() => {
    here.current = { location, navigate, productPaths };
  });

  useEffect(() => {
    const channel = new BroadcastChannel(sessionChannelName);
    channel.onmessage = ({ data }: MessageEvent) => {
      if (!isSessionNews(data)) return;
      // This tab's own sign-out reaches its listener too, once the tab has ended its session already.
      if (data.kind === 'signed-out') {
        if (isAuthenticated(readStoredSession())) void sessionEnded('signed-out-elsewhere');
      } else if (!isAuthenticated(readStoredSession())) {
        saveSession(data.account);
        const { location, navigate, productPaths } = here.current;
        if (matchPath(loginPath, location.pathname)) {
          continueAfterLogin(navigate, new URLSearchParams(location.search), productPaths);
        }
      }
    };
    return () => channel.close();
  }, [sessionEnded]);
  return null;
}
