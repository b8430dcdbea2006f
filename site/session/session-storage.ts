/**
 * The UI's session state in sessionStorage (keys loggedIn and account).
 * It mirrors the server session for the UI only; nothing is granted because of it.
 */
import type { Account } from '../../engine/shared/types';
import { isLoginReason, type LoginReason } from './login-reason';

const loggedInKey = 'loggedIn';
const accountKey = 'account';
const loginReasonKey = 'loginReason';
const signOutShownKey = 'signOutToShow';

/** loggedIn as read back: true, or the text 'true' after a reload; null when signed out. */
type LoggedIn = boolean | string | null;

export interface StoredSession {
  loggedIn: LoggedIn;
  account: Account | null;
}

/** Storage can throw (private mode, quota, disabled); the UI then goes on as if nothing were stored. */
export function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

function parseAccount(text: string | null): Account | null {
  if (!text) return null;
  const value: unknown = safely(() => JSON.parse(text), null);
  return value && typeof value === 'object' ? (value as Account) : null;
}

export function readStoredSession(): StoredSession {
  return {
    loggedIn: safely(() => sessionStorage.getItem(loggedInKey), null),
    account: parseAccount(safely(() => sessionStorage.getItem(accountKey), null)),
  };
}

export function saveSession(account: Account): void {
  safely(() => {
    sessionStorage.setItem(loggedInKey, 'true');
    sessionStorage.setItem(accountKey, JSON.stringify(account));
    sessionStorage.removeItem(loginReasonKey);
    sessionStorage.removeItem(signOutShownKey);
  }, undefined);
}

/**
 * The session has ended: the flag goes, the account stays stored. `reason`, when there is one, is
 * what the login page will say (login-reason.ts).
 */
export function forgetLoggedIn(reason?: LoginReason): void {
  safely(() => {
    sessionStorage.removeItem(loggedInKey);
    if (reason) sessionStorage.setItem(loginReasonKey, JSON.stringify(reason));
  }, undefined);
}

/**
 * A sign-out (here or in another tab) the page on screen is to follow to the login page: once, so
 * an address opened afterwards is still asked for again after sign-in.
 */
export function markSignOutToShow(): void {
  safely(() => sessionStorage.setItem(signOutShownKey, 'true'), undefined);
}

export function takeSignOutToShow(): boolean {
  return safely(() => {
    const marked = sessionStorage.getItem(signOutShownKey) === 'true';
    sessionStorage.removeItem(signOutShownKey);
    return marked;
  }, false);
}

/** What the login page is to say about why it is shown, if anything. */
export function readLoginReason(): LoginReason | undefined {
  const value: unknown = safely(() => JSON.parse(sessionStorage.getItem(loginReasonKey) ?? 'null'), null);
  return isLoginReason(value) ? value : undefined;
}

export function saveLoginReason(reason: LoginReason): void {
  safely(() => sessionStorage.setItem(loginReasonKey, JSON.stringify(reason)), undefined);
}

export function isAuthenticated({ loggedIn, account }: StoredSession): boolean {
  return Boolean(account) && String(loggedIn) === 'true';
}
