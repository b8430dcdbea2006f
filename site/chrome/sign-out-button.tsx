/** Ends the session on the server and in the UI (this tab and the others), then shows the login page. */
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { loginPath } from '../../engine/shared/routes/login-path';
import type { LoginReason } from '../session/login-reason';
import { useSession } from '../session/session-context';
import { deleteSession } from '../session/sign-out-api';
import { useSite } from './site-context';

export function SignOutButton() {
  const { signedOut } = useSession();
  const { site } = useSite();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    try {
      await deleteSession();
    } catch (error) {
      // Still sign out locally: the user asked to leave, and a dead session is gone already.
      console.warn('Sign-out request failed', error);
    }
    const reason: LoginReason = { signedOut: true };
    // The login page is drawn first and the session ended right after, before the browser paints: ended
    // first, the page being left would send the user to sign in again to come back to it.
    await navigate(loginPath, { replace: true, state: reason, flushSync: true });
    flushSync(signedOut);
  };
  return (
    <button type="button" className="button button--secondary sign-out" onClick={onClick} disabled={pending}>
      {site.chrome.signOut}
    </button>
  );
}
