/**
 * Route guard: every page but /login needs an authenticated session, or an `auth`
 * parameter that validates; a declared model must be in the account's list. Otherwise: /login.
 * A tab that stored no session asks the server first, showing the loading state meanwhile, so a
 * new tab of a signed-in browser opens the page instead of flashing the login form.
 */
import { type ReactNode, useEffect } from 'react';
import { Redirect } from '../../engine/browser/redirect';
import { loginPath } from '../../engine/shared/routes/login-path';
import { ErrorPanel } from '../chrome/error-panel';
import { checkingAccess, Loading } from '../chrome/loading';
import { Shell } from '../chrome/shell';
import { isModelPermitted } from './permissions';
import { useSession } from './session-context';
import { useAuthParam } from './use-auth-param';
import { useServerCheck } from './use-server-check';

export function RequireAuth({ model, children }: { model?: string; children: ReactNode }) {
  const { authenticated, account, serverCheck } = useSession();
  const checkServerSession = useServerCheck();
  const authParam = useAuthParam();
  // A link's `auth` key is checked first: when it signs in, the server need not be asked.
  const mustAsk = !authenticated && authParam === 'none' && serverCheck.status === 'needed';
  useEffect(() => {
    if (mustAsk) checkServerSession();
  }, [mustAsk, checkServerSession]);

  if (!authenticated && serverCheck.status === 'failed') {
    return (
      <Shell>
        <ErrorPanel message={serverCheck.message} onRetry={checkServerSession} />
      </Shell>
    );
  }
  if (authParam === 'checking' || (!authenticated && serverCheck.status !== 'done')) {
    return (
      <Shell>
        <Loading label={checkingAccess} />
      </Shell>
    );
  }
  if (!authenticated) return <Redirect to={loginPath} />;
  if (model !== undefined && !isModelPermitted(account, model)) return <Redirect to={loginPath} />;
  return children;
}
