/**
 * Ends the session on the server and in this tab and the others; the signed-in layout's loader then
 * shows the login page, which says the reader has signed out (and offers the hospital's own
 * sign-out, when the server gave its address).
 */
import { useState } from 'react';
import { useSessionEnded } from '../session/session-ended';
import { deleteSession } from '../session/sign-out-api';
import { useSite } from './site-context';

export function SignOutButton() {
  const sessionEnded = useSessionEnded();
  const { site } = useSite();
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    let hospitalSignOut: string | undefined;
    try {
      hospitalSignOut = await deleteSession();
    } catch (error) {
      // Still sign out locally: the user asked to leave, and a dead session is gone already.
      console.warn('Sign-out request failed', error);
    }
    await sessionEnded('signed-out-here', hospitalSignOut);
  };
  return (
    <button type="button" className="button button--secondary sign-out" onClick={onClick} disabled={pending}>
      {site.chrome.signOut}
    </button>
  );
}
