/**
 * The route guard's question for a tab that stored no session: `GET /api/session`, once at a time.
 * 200 authenticates as a sign-in does, 401 leaves the tab signed out; the answer is kept in the
 * session (serverCheck), so the guard asks once per tab, not once per visit of the signed-in area.
 * The first check takes the answer the entry asked for at start (main.tsx), if it did; a retry asks anew.
 * A yes is kept for the product line drawn next, which then need not ask again (product/product-api.ts).
 */
import { useCallback, useRef } from 'react';
import { isApiError } from '../api/errors';
import { keepSessionAnswer } from '../product/product-api';
import { takeStarted } from '../shared/start-resource';
import { getSession, guardCheck } from './session-api';
import { serverAnswered, useSession } from './session-context';

export function useServerCheck(): () => void {
  const { authenticate, setServerCheck } = useSession();
  // React's development double effects must not ask twice.
  const asking = useRef(false);
  return useCallback(() => {
    if (asking.current) return;
    asking.current = true;
    setServerCheck({ status: 'checking' });
    (takeStarted(guardCheck.key, guardCheck.load) ?? getSession())
      .then(
        (answer) => {
          keepSessionAnswer(answer);
          authenticate(answer);
        },
        (error: unknown) => {
          if (isApiError(error, 'unauthenticated')) setServerCheck(serverAnswered);
          else setServerCheck({ status: 'failed', error });
        },
      )
      .finally(() => {
        asking.current = false;
      });
  }, [authenticate, setServerCheck]);
}
