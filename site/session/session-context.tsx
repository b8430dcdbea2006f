/** Session state (loggedIn, account, disclaimer) as a React context: restored on load, saved on change. */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { Account } from '../../engine/types';
import { deleteSession, type SessionAnswer } from '../api/client';
import { forgetLoggedIn, isAuthenticated, type LoggedIn, readStoredSession, saveSession } from './session-storage';

export interface SessionValue {
  loggedIn: LoggedIn;
  account: Account | null;
  authenticated: boolean;
  /** Starts false on every load on purpose: the disclaimer is shown again after a reload. */
  disclaimerClosed: boolean;
  authenticate: (answer: SessionAnswer) => void;
  /** Ends the server session, then clears loggedIn; the stored account stays. */
  signOut: () => Promise<void>;
  /** The server answered 401: the UI state is stale, so drop loggedIn without another call. */
  expire: () => void;
  closeDisclaimer: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useState(readStoredSession);
  const [disclaimerClosed, setDisclaimerClosed] = useState(false);

  const authenticate = useCallback((answer: SessionAnswer) => {
    saveSession(answer.account);
    setStored({ loggedIn: true, account: answer.account });
  }, []);

  const expire = useCallback(() => {
    forgetLoggedIn();
    setStored((current) => ({ ...current, loggedIn: null }));
  }, []);

  const signOut = useCallback(async () => {
    try {
      await deleteSession();
    } catch (error) {
      // Still sign out locally: the user asked to leave, and a dead session is gone already.
      console.warn('Sign-out request failed', error);
    }
    expire();
  }, [expire]);

  const closeDisclaimer = useCallback(() => setDisclaimerClosed(true), []);

  const value = useMemo<SessionValue>(
    () => ({
      ...stored,
      authenticated: isAuthenticated(stored),
      disclaimerClosed,
      authenticate,
      signOut,
      expire,
      closeDisclaimer,
    }),
    [stored, disclaimerClosed, authenticate, signOut, expire, closeDisclaimer],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
