/**
 * Session state (loggedIn, account, disclaimer) as a React context: restored on load, saved on change.
 * A tab that stored nothing (a new tab, a bookmark, a link from a colleague) asks the server once,
 * since the session cookie is shared by every tab while sessionStorage is not; for the same reason a
 * sign-out or sign-in is told to the other tabs at once (session-channel.ts).
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { Account } from '../../engine/types';
import { deleteSession, getSession, type SessionAnswer } from '../api/client';
import { isApiError } from '../api/errors';
import { openSessionChannel, type SessionChannel } from './session-channel';
import { forgetLoggedIn, isAuthenticated, type LoggedIn, readStoredSession, saveSession } from './session-storage';

/** What the server said about a session this tab has not stored: not asked yet, asking, answered, or unreachable. */
export type ServerCheck =
  | { status: 'needed' }
  | { status: 'checking' }
  | { status: 'done' }
  | { status: 'failed'; message: string };

export interface SessionValue {
  loggedIn: LoggedIn;
  account: Account | null;
  authenticated: boolean;
  /** Starts false on every load on purpose: the disclaimer is shown again after a reload. */
  disclaimerClosed: boolean;
  serverCheck: ServerCheck;
  /** Asks `GET /api/session` (once at a time): 200 authenticates as a sign-in does, 401 leaves the tab signed out. */
  checkServerSession: () => void;
  authenticate: (answer: SessionAnswer) => void;
  /** Ends the server session, then clears loggedIn; the stored account stays. */
  signOut: () => Promise<void>;
  /** The server answered 401, or another tab signed out: the UI state is stale, so drop loggedIn without another call. */
  expire: () => void;
  /** How often this tab, signed out, took over a sign-in made in another tab; the login page continues when it grows. */
  signInsElsewhere: number;
  closeDisclaimer: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);
const serverAnswered: ServerCheck = { status: 'done' };

export function SessionProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useState(readStoredSession);
  const [serverCheck, setServerCheck] = useState<ServerCheck>(() =>
    isAuthenticated(stored) ? serverAnswered : { status: 'needed' },
  );
  const [disclaimerClosed, setDisclaimerClosed] = useState(false);
  const [signInsElsewhere, setSignInsElsewhere] = useState(0);
  // React's development double effects must not ask twice.
  const asking = useRef(false);
  const otherTabs = useRef<SessionChannel | null>(null);

  const adopt = useCallback((account: Account) => {
    saveSession(account);
    setStored({ loggedIn: true, account });
    setServerCheck(serverAnswered);
  }, []);

  const authenticate = useCallback(
    (answer: SessionAnswer) => {
      adopt(answer.account);
      otherTabs.current?.tell({ kind: 'signed-in', account: answer.account });
    },
    [adopt],
  );

  const expire = useCallback(() => {
    forgetLoggedIn();
    setStored((current) => ({ ...current, loggedIn: null }));
    setServerCheck(serverAnswered);
  }, []);

  useEffect(() => {
    const channel = openSessionChannel((news) => {
      if (news.kind === 'signed-out') expire();
      // A tab signed in already keeps its account: only a signed-out tab follows another's sign-in.
      else if (!isAuthenticated(readStoredSession())) {
        adopt(news.account);
        setSignInsElsewhere((n) => n + 1);
      }
    });
    otherTabs.current = channel;
    return () => {
      otherTabs.current = null;
      channel.close();
    };
  }, [adopt, expire]);

  const checkServerSession = useCallback(() => {
    if (asking.current) return;
    asking.current = true;
    setServerCheck({ status: 'checking' });
    getSession()
      .then(authenticate, (error: unknown) => {
        if (isApiError(error, 'unauthenticated')) setServerCheck(serverAnswered);
        else setServerCheck({ status: 'failed', message: isApiError(error) ? error.message : String(error) });
      })
      .finally(() => {
        asking.current = false;
      });
  }, [authenticate]);

  const signOut = useCallback(async () => {
    try {
      await deleteSession();
    } catch (error) {
      // Still sign out locally: the user asked to leave, and a dead session is gone already.
      console.warn('Sign-out request failed', error);
    }
    expire();
    otherTabs.current?.tell({ kind: 'signed-out' });
  }, [expire]);

  const closeDisclaimer = useCallback(() => setDisclaimerClosed(true), []);

  const value = useMemo<SessionValue>(
    () => ({
      ...stored,
      authenticated: isAuthenticated(stored),
      disclaimerClosed,
      serverCheck,
      checkServerSession,
      authenticate,
      signOut,
      expire,
      signInsElsewhere,
      closeDisclaimer,
    }),
    [
      stored,
      disclaimerClosed,
      serverCheck,
      checkServerSession,
      authenticate,
      signOut,
      expire,
      signInsElsewhere,
      closeDisclaimer,
    ],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
