/** Ends the session on the server and in the UI, then shows the login page. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/session-context';

export function SignOutButton() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    await signOut();
    navigate('/login', { replace: true });
  };
  return (
    <button type="button" className="button button--secondary" onClick={onClick} disabled={pending}>
      Sign out
    </button>
  );
}
