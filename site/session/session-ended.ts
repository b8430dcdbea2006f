/**
 * The end of this tab's session, seen from a page: the reader signed out (here or in another tab),
 * or the server answered 401 because the session had ended there. The tab forgets it, and the
 * router runs the signed-in layout's loader again, which sends the reader to /login
 * (signed-in-loader.ts): a page never decides that itself.
 */
import { useCallback } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { LoginReason } from './login-reason';
import { tellOtherTabs } from './session-news';
import { forgetLoggedIn, markSignOutToShow } from './session-storage';

export type SessionEnd = 'signed-out-here' | 'signed-out-elsewhere' | 'expired';

const reasonOf: Record<SessionEnd, LoginReason | undefined> = {
  'signed-out-here': { signedOut: true },
  'signed-out-elsewhere': { signedOut: true },
  expired: undefined,
};

/** `hospitalSignOut`: the provider's sign-out the login page is to offer after this tab's own. */
export function useSessionEnded(): (end: SessionEnd, hospitalSignOut?: string) => Promise<void> {
  const { revalidate } = useRevalidator();
  return useCallback(
    async (end, hospitalSignOut) => {
      forgetLoggedIn(hospitalSignOut ? { signedOut: true, hospitalSignOut } : reasonOf[end]);
      if (end !== 'expired') markSignOutToShow();
      if (end === 'signed-out-here') tellOtherTabs({ kind: 'signed-out' });
      await revalidate();
    },
    [revalidate],
  );
}
