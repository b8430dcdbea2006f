/**
 * Route guard: every page but /login needs an authenticated session, or an `auth`
 * parameter that validates; a declared model must be in the account's list. Otherwise: /login.
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Shell } from '../chrome/shell';
import { Loading } from '../errors/loading';
import { isModelPermitted } from '../session/permissions';
import { useSession } from '../session/session-context';
import { useAuthParam } from '../session/use-auth-param';

export function RequireAuth({ model, children }: { model?: string; children: ReactNode }) {
  const { authenticated, account } = useSession();
  const authParam = useAuthParam();
  if (authParam === 'checking') {
    return (
      <Shell>
        <Loading label="Checking your access…" />
      </Shell>
    );
  }
  if (!authenticated) return <Navigate to="/login" replace />;
  if (model !== undefined && !isModelPermitted(account, model)) return <Navigate to="/login" replace />;
  return children;
}
