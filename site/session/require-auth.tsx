/**
 * Route guard: every page but /login needs an authenticated session, or an `auth` parameter that
 * validates. Otherwise: /login, which comes back to the page after sign-in. Whether the account may
 * open a product line is the line's gate's to say (product/product-gate.tsx).
 * A tab that stored no session asks the server first, showing the loading state meanwhile, so a
 * new tab of a signed-in browser opens the page instead of flashing the login form.
 */
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginHrefBackTo } from '../../engine/shared/routes/page-after-login';
import { ErrorPanel } from '../chrome/error-panel';
import { CheckingAccess } from '../chrome/loading';
import { Shell } from '../chrome/shell';
import { linkRefusalIn } from './login-reason';
import { useSession } from './session-context';
import { useAuthParam } from './use-auth-param';
import { useServerCheck } from './use-server-check';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { authenticated, serverCheck } = useSession();
  const checkServerSession = useServerCheck();
  const authParam = useAuthParam();
  const { pathname, search, hash, state } = useLocation();
  // A link's `auth` key is checked first: when it signs in, the server need not be asked.
  const mustAsk = !authenticated && authParam === 'none' && serverCheck.status === 'needed';
  useEffect(() => {
    if (mustAsk) checkServerSession();
  }, [mustAsk, checkServerSession]);

  if (!authenticated && serverCheck.status === 'failed') {
    return (
      <Shell>
        <ErrorPanel error={serverCheck.error} onRetry={checkServerSession} />
      </Shell>
    );
  }
  if (authParam === 'checking' || (!authenticated && serverCheck.status !== 'done')) {
    return (
      <Shell>
        <CheckingAccess />
      </Shell>
    );
  }
  if (!authenticated) {
    // A refused sign-in link's reason (use-auth-param.ts) goes on to the login page, which says so.
    return <Navigate replace to={loginHrefBackTo(`${pathname}${search}${hash}`)} state={linkRefusalIn(state)} />;
  }
  return children;
}
