/**
 * Sends the visitor on to `to`, replacing the current entry in history: what React Router's
 * <Navigate replace> does. Its own small component because the router's one module travels in the
 * site's entry with every export a lazy chunk uses, so <Navigate> weighed on the login page, which
 * never redirects; useNavigate, which the login page has anyway, checks the target the same way.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** `state` travels with the new history entry, e.g. why the user was sent there. */
export function Redirect({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the state goes with the address; a new object alone is no new trip.
  useEffect(() => {
    navigate(to, { replace: true, state });
  }, [navigate, to]);
  return null;
}
