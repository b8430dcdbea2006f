/**
 * The signed-in layout's loader: the one place that decides whether a page of the portal may be
 * drawn, and the only one that sends a reader to /login (with the page to come back to).
 *
 * - A sign-in link (`?auth=`) is checked first; the credential then leaves the address whether it
 *   signed in or not, and a refused link says why on the login page.
 * - A tab that stored a session (sessionStorage mirrors the server's for the UI) goes on at once;
 *   the first answer that finds the server session gone ends it here (session-ended.ts), and this
 *   loader, run again, asks the server.
 * - A tab that stored none (a new tab, a bookmark, a colleague's link) asks the server, since the
 *   session cookie is every tab's; a tab signed out by its reader goes to /login without asking.
 *
 * The session answer (the deployment settings renderers need), the account's catalogue and the
 * documents the reader is asked to confirm are asked for in parallel with the route's code and a
 * product line's manifest, and handed on their way: the pages draw them as they arrive
 * (shared/route-answer.tsx).
 */
import { type LoaderFunctionArgs, redirect, replace, useRouteLoaderData } from 'react-router-dom';
import { secureDownloadHref } from '../../engine/shared/documents/secure-download-link';
import { languageOfPath, pageLanguage } from '../../engine/shared/languages';
import {
  accessEndedParam,
  hospitalParam,
  hospitalSignInFailureParam,
  isHospitalSignInFailure,
} from '../../engine/shared/routes/hospital-sign-in';
import { loginPath, nextPageParam, requestedFileParam } from '../../engine/shared/routes/login-path';
import { loginHrefBackTo, pageAfterLogin } from '../../engine/shared/routes/page-after-login';
import type {
  Account,
  AcknowledgementsAnswer,
  CatalogueEntry,
  HospitalSignInOptions,
  SessionAnswer,
} from '../../engine/shared/types';
import { getAcknowledgements } from '../acknowledgements/acknowledgements-api';
import { isApiError } from '../api/errors';
import { requestJson } from '../api/http';
import { getCatalogue } from '../catalogue/catalogue-api';
import { siteAnswer } from '../chrome/site-context';
import { signInWithLinkKey } from './auth-key';
import { authParamOf, withoutAuthParam } from './auth-param';
import { browser } from './browser';
import { isLoginReason, type LoginReason } from './login-reason';
import { getSession } from './session-api';
import { tellOtherTabs } from './session-news';
import { isAuthenticated, readStoredSession, saveLoginReason, saveSession, takeSignOutToShow } from './session-storage';

export const signedInRouteId = 'signed-in';

export interface SignedInData {
  account: Account;
  /** The server's session answer, on its way: the deployment settings a product line's renderers need. */
  session: Promise<SessionAnswer>;
  /** The account's catalogue, on its way. */
  catalogue: Promise<CatalogueEntry[]>;
  /** The documents the reader is asked to read and confirm, on their way; asked again after a confirmation. */
  acknowledgements: Promise<AcknowledgementsAnswer>;
}

/** The signed-in layout's data, for any page below it. */
export const useSignedIn = () => useRouteLoaderData(signedInRouteId) as SignedInData;

/** A page's path within the portal: the address without the language's prefix (the router's basename). */
async function pageOf(url: URL): Promise<string> {
  const { site } = await siteAnswer();
  const { rest } = languageOfPath(url.pathname, pageLanguage(site).languages);
  // A loader's request has no fragment; a page opened from the address bar keeps the one it had.
  const sameAddress = window.location.pathname === url.pathname && window.location.search === url.search;
  return `${rest}${url.search}${sameAddress ? window.location.hash : ''}`;
}

/** This tab now has a session: stored for the UI and told to the other tabs, which follow. */
export function signedIn(answer: SessionAnswer): void {
  saveSession(answer.account);
  tellOtherTabs({ kind: 'signed-in', account: answer.account });
}

/** Why a sign-in link was refused, for the login page to say; none when the server could not be asked. */
function refusalOf(error: unknown): LoginReason | undefined {
  if (isApiError(error) && error.reason === 'account-disabled') return { accountDisabled: true };
  if (isApiError(error) && error.reason === 'access-ended' && error.accessEndedOn) {
    return { accessEndedOn: error.accessEndedOn };
  }
  if (isApiError(error, 'unauthenticated')) return { linkNoLongerValid: true };
  if (isApiError(error, 'rate-limited')) return { lockedOut: true, retryAfterSeconds: error.retryAfterSeconds };
  return undefined;
}

/**
 * Checks a sign-in link's key. Another account's live session is never replaced: the reader stays
 * who they were (the server answers 409 with that session). Whether it signed in or not, the
 * credential leaves the address.
 */
async function signInWithLink(key: string): Promise<boolean> {
  try {
    const answer = await signInWithLinkKey(key);
    if ('error' in answer) console.log(`The link was not used: ${answer.error}`);
    signedIn(answer);
    return true;
  } catch (error) {
    console.log('Invalid password: the auth parameter was not accepted');
    const refusal = refusalOf(error);
    if (refusal) saveLoginReason(refusal);
    else if (!isApiError(error)) throw error;
    return false;
  }
}

/** The address without its `auth` parameter, in the router's terms (no language prefix). */
async function cleanedPage(url: URL): Promise<string> {
  const { pathname, search, hash } = withoutAuthParam(new URL(await pageOf(url), url.origin));
  return `${pathname}${search}${hash}`;
}

export async function signedInLoader({ request }: LoaderFunctionArgs): Promise<SignedInData> {
  const url = new URL(request.url);
  const key = authParamOf(url.search);
  if (key) {
    await signInWithLink(key);
    // Checked again without the key: signed in, the page opens; refused, /login says why.
    throw replace(await cleanedPage(url));
  }
  const stored = readStoredSession();
  // Not tied to this run's signal: the answer serves every page below the layout, long after the run.
  const session = getSession();
  // A failure is the page's to show (or this loader's, below); a page that no longer reads it is no failure.
  session.catch(() => undefined);
  let account = isAuthenticated(stored) ? stored.account : null;
  if (!account) {
    // A reader who has just signed out goes to the login page itself, not back to the page left.
    if (takeSignOutToShow()) throw redirect(loginPath);
    try {
      const answer = await session;
      signedIn(answer);
      account = answer.account;
    } catch (error) {
      if (isApiError(error, 'unauthenticated')) throw redirect(loginHrefBackTo(await pageOf(url)));
      throw error;
    }
  }
  const catalogue = getCatalogue();
  catalogue.catch(() => undefined);
  const acknowledgements = getAcknowledgements();
  acknowledgements.catch(() => undefined);
  return { account: account as Account, session, catalogue, acknowledgements };
}

/** What the login page knows of the account a `?org=` names: its hospital's sign-in, and whether its password still works. */
export type LoginData = { org: string; passwordAllowed: boolean } | null;

/**
 * The login page's loader: a sign-in link (`/login?auth=…`) signs in and goes on where the link
 * says (the requested file, the `next` page, else the catalogue); refused, the login page shows
 * without the key, saying why. A hospital sign-in sent back refused (`?sso=<reason>`) leaves its
 * reason for the page to say, and the address without it; an account named by `?org=` is asked
 * whether it has a hospital sign-in.
 */
export async function loginLoader({ request }: LoaderFunctionArgs): Promise<LoginData> {
  const url = new URL(request.url);
  const refused = url.searchParams.get(hospitalSignInFailureParam);
  if (refused !== null) {
    // An ended access is said as for the password: on which day, and whom to call.
    const reason =
      refused === 'access-ended'
        ? { accessEndedOn: url.searchParams.get(accessEndedParam) }
        : isHospitalSignInFailure(refused) && { hospitalSignIn: refused };
    if (isLoginReason(reason)) saveLoginReason(reason);
    url.searchParams.delete(hospitalSignInFailureParam);
    url.searchParams.delete(accessEndedParam);
    throw replace(await pageOf(url));
  }
  const key = authParamOf(url.search);
  const org = url.searchParams.get(hospitalParam);
  if (!key) {
    if (!org) return null;
    const asking = requestJson<HospitalSignInOptions>('GET', `/api/sso/options?${new URLSearchParams({ org })}`);
    // An account without one (or no answer) shows the page as for everyone.
    return asking.then(
      ({ passwordAllowed }) => ({ org, passwordAllowed }),
      () => null,
    );
  }
  if (!(await signInWithLink(key))) throw replace(await cleanedPage(url));
  const file = url.searchParams.get(requestedFileParam);
  // Only ever this site's secure-download path: the parameter names a file, never an address. A
  // file the browser saves leaves the tab where it is: on the catalogue, signed in.
  if (file) {
    browser.assign(secureDownloadHref(file));
    throw replace('/');
  }
  const { productPaths } = await siteAnswer();
  throw replace(pageAfterLogin(url.searchParams.get(nextPageParam), productPaths));
}
