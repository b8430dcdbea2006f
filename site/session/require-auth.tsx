/**
 * Route guard: every page but /login needs an authenticated session, or an `auth`
 * parameter that validates; a declared model must be in the account's list. Otherwise: /login, which
 * comes back to the page after sign-in, or says which line the signed-in account does not include.
 * A tab that stored no session asks the server first, showing the loading state meanwhile, so a
 * new tab of a signed-in browser opens the page instead of flashing the login form.
 */
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Redirect } from '../../engine/browser/redirect';
import { loginPath } from '../../engine/shared/routes/login-path';
import { loginHrefBackTo } from '../../engine/shared/routes/page-after-login';
import { ErrorPanel } from '../chrome/error-panel';
import { CheckingAccess } from '../chrome/loading';
import { Shell } from '../chrome/shell';
import { useSite } from '../chrome/site-context';
import { type LoginReason, linkRefusalIn } from './login-reason';
import { isModelPermitted } from './permissions';
import { useSession } from './session-context';
import { useAuthParam } from './use-auth-param';
import { useServerCheck } from './use-server-check';

export function RequireAuth({ model, children }: { model?: string; children: ReactNode }) {
  const { authenticated, account, serverCheck } = useSession();
  const checkServerSession = useServerCheck();
  const authParam = useAuthParam();
  const { pathname, search, hash, state } = useLocation();
  const { productPaths } = useSite();
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
    return <Redirect to={loginHrefBackTo(`${pathname}${search}${hash}`)} state={linkRefusalIn(state)} />;
  }
  if (model !== undefined && !isModelPermitted(account, model)) {
    const line = productPaths.find((path) => path.model === model);
    const reason: LoginReason = { notIncluded: line?.title ?? '' };
    return <Redirect to={loginPath} state={reason} />;
  }
  return children;
}
