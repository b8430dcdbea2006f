/**
 * The `auth` query parameter (a password's SHA-256 key in a sign-in link): checked with the server on load,
 * then removed from the address bar before anything else so the credential does not linger in history,
 * bookmarks or screenshots.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SessionAnswer } from '../api/client';
import { isApiError } from '../api/errors';
import { keepSessionAnswer } from '../product/product-api';
import { loadAuthKeyChecks } from './auth-key-chunk';
import { authParamOf, withoutAuthParam } from './auth-param';
import { browser } from './browser';
import type { LoginReason } from './login-reason';
import { useSession } from './session-context';

export type AuthParamStatus = 'none' | 'checking';

/**
 * Without `onSuccess` the user stays on the requested page (route guard); the login page passes one
 * to continue to the catalogue or the requested file.
 */
export function useAuthParam(onSuccess?: (search: URLSearchParams) => void): AuthParamStatus {
  const location = useLocation();
  const navigate = useNavigate();
  const { authenticate } = useSession();
  const authKey = authParamOf(location.search);

  useEffect(() => {
    if (!authKey) return;
    let live = true;
    const cleaned = withoutAuthParam(location);
    const params = new URLSearchParams(cleaned.search);
    // `refusal`: why the server said no to the link (401, a disabled account's 403, or 429 while
    // the address is locked out); none when it could not be asked.
    const finish = (answer: SessionAnswer | null, refusal?: LoginReason) => {
      if (!live) return;
      // The address bar's own address, with the language prefix the router's location leaves out.
      const { pathname, search, hash } = withoutAuthParam(window.location);
      browser.replaceAddress(`${pathname}${search}${hash}`);
      if (answer) {
        // A link usually opens a product page, whose line then need not ask for the session again.
        keepSessionAnswer(answer);
        authenticate(answer);
      } else console.log('Invalid password: the auth parameter was not accepted');
      if (answer && onSuccess) onSuccess(params);
      else {
        // The login page says why it is shown; the route guard passes the reason on to it.
        navigate(cleaned, { replace: true, state: refusal ?? location.state });
      }
    };
    loadAuthKeyChecks()
      .then(({ signInWithLinkKey }) => signInWithLinkKey(authKey))
      .then(
        (answer) => {
          // Another account is signed in: the link never replaces it; the user stays who they were.
          if ('error' in answer) console.log(`The link was not used: ${answer.error}`);
          finish(answer);
        },
        (error: unknown) => finish(null, refusalOf(error)),
      );
    return () => {
      live = false;
    };
  }, [authKey, location, navigate, authenticate, onSuccess]);

  return authKey ? 'checking' : 'none';
}

function refusalOf(error: unknown): LoginReason | undefined {
  if (isApiError(error, 'unauthenticated')) return { linkNoLongerValid: true };
  if (isApiError(error) && error.reason === 'account-disabled') return { accountDisabled: true };
  if (isApiError(error, 'rate-limited')) return { lockedOut: true, retryAfterSeconds: error.retryAfterSeconds };
  return undefined;
}
