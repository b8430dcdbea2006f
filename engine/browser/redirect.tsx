/**
 * Sends the visitor on to `to`, replacing the current entry in history: what React Router's
 * <Navigate replace> does. Its own small component because the router's one module travels in the
 * site's entry with every export a lazy chunk uses, so <Navigate> weighed on the login page, which
 * never redirects; useNavigate, which the login page has anyway, checks the target the same way.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
