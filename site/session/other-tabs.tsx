/**
 * Hears what the other tabs tell (session-news.ts). Another tab's sign-out ends this tab's session as
 * a 401 would. Another tab's sign-in takes a signed-out tab along, and on the login page it continues
 * as its own sign-in would; a tab signed in already keeps its account. It comes with the signed-in
 * area's code, which the root route of every page asks for once the page is drawn (app-routes.tsx),
 * as it draws nothing.
 */
import { useEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { loginPath } from '../../engine/shared/routes/login-path';
import { useSite } from '../chrome/site-context';
import { useSession } from './session-context';
import { type SessionNews, sessionChannelName } from './session-news';
import { isAuthenticated, readStoredSession } from './session-storage';

/** A page of another version of the site may share the channel: anything else is not news. */
function isSessionNews(data: unknown): data is SessionNews {
  if (!data || typeof data !== 'object') return false;
  const { kind, account } = data as { kind?: unknown; account?: unknown };
  return kind === 'signed-out' || (kind === 'signed-in' && Boolean(account) && typeof account === 'object');
}

export function OtherTabs() {
  const { adopt, expire } = useSession();
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
      if (data.kind === 'signed-out') expire();
      else if (!isAuthenticated(readStoredSession())) {
        adopt(data.account);
        const { location, navigate, productPaths } = here.current;
        // Where a login continues to is the signed-in area's code (a chunk of its own would be one
        // more file for the login page to list), which a signed-in tab has.
        if (matchPath(loginPath, location.pathname)) {
          import('./continue-after-login').then((area) =>
            area.continueAfterLogin(navigate, new URLSearchParams(location.search), productPaths),
          );
        }
      }
    };
    return () => channel.close();
  }, [adopt, expire]);
  return null;
}
