/**
 * Session state (loggedIn, account, disclaimer) as a React context: restored on load, saved on change.
 * A tab that stored nothing (a new tab, a bookmark, a link from a colleague) asks the server once,
 * since the session cookie is shared by every tab while sessionStorage is not; for the same reason a
 * sign-out or sign-in is told to the other tabs at once (session-news.ts).
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { Account } from '../../engine/shared/types';
import type { SessionAnswer } from '../api/client';
import { tellOtherTabs } from './session-news';
import { forgetLoggedIn, isAuthenticated, type LoggedIn, readStoredSession, saveSession } from './session-storage';

/** What the server said about a session this tab has not stored: not asked yet, asking, answered, or unreachable. */
export type ServerCheck =
  | { status: 'needed' }
  | { status: 'checking' }
  | { status: 'done' }
  | { status: 'failed'; error: unknown };

export interface SessionValue {
  loggedIn: LoggedIn;
  account: Account | null;
  authenticated: boolean;
  /** Starts false on every load on purpose: the disclaimer is shown again after a reload. */
  disclaimerClosed: boolean;
  serverCheck: ServerCheck;
  /** Kept here so it outlives the route guard, which asks (use-server-check.ts). */
  setServerCheck: (check: ServerCheck) => void;
  authenticate: (answer: SessionAnswer) => void;
  /** Another tab signed in: this tab takes its account, telling nobody. */
  adopt: (account: Account) => void;
  /** This tab ended the server session: clears loggedIn as `expire` does (the stored account stays) and tells the other tabs. */
  signedOut: () => void;
  /** The server answered 401, or another tab signed out: the UI state is stale, so drop loggedIn without another call. */
  expire: () => void;
  closeDisclaimer: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);
export const serverAnswered: ServerCheck = { status: 'done' };

export function SessionProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useState(readStoredSession);
  const [serverCheck, setServerCheck] = useState<ServerCheck>(() =>
    isAuthenticated(stored) ? serverAnswered : { status: 'needed' },
  );
  const [disclaimerClosed, setDisclaimerClosed] = useState(false);

  const adopt = useCallback((account: Account) => {
    saveSession(account);
    setStored({ loggedIn: true, account });
    setServerCheck(serverAnswered);
  }, []);

  const authenticate = useCallback(
    (answer: SessionAnswer) => {
      adopt(answer.account);
      tellOtherTabs({ kind: 'signed-in', account: answer.account });
    },
    [adopt],
  );

  const expire = useCallback(() => {
    forgetLoggedIn();
    setStored((current) => ({ ...current, loggedIn: null }));
    setServerCheck(serverAnswered);
  }, []);

  const signedOut = useCallback(() => {
    expire();
    tellOtherTabs({ kind: 'signed-out' });
  }, [expire]);

  const closeDisclaimer = useCallback(() => setDisclaimerClosed(true), []);

  const value = useMemo<SessionValue>(
    () => ({
      ...stored,
      authenticated: isAuthenticated(stored),
      disclaimerClosed,
      serverCheck,
      setServerCheck,
      authenticate,
      adopt,
      signedOut,
      expire,
      closeDisclaimer,
    }),
    [stored, disclaimerClosed, serverCheck, authenticate, adopt, signedOut, expire, closeDisclaimer],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside <SessionProvider>');
  return value;
}
