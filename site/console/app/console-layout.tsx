/** The signed-in frame: who is signed in, sign out, the pages, and the page itself. */
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { consolePaths } from '../../../engine/shared/console/console-api';
import { consoleRequest } from '../api/console-http';
import { FormError } from '../shared/form-error';
import { FailedSignInsWarning, forgetFailedSignIns } from './failed-sign-ins';
import { useOperator } from './operator';
import { useHeadingFocus } from './use-heading-focus';
import { consoleName } from './use-page-title';

const pages = [
  { to: '/accounts', label: 'Accounts' },
  { to: '/paper-copies', label: 'Paper copies' },
  { to: '/audit', label: 'Audit' },
  { to: '/lockouts', label: 'Lockouts' },
  { to: '/usage', label: 'Usage' },
  { to: '/health', label: 'Health' },
  { to: '/e-mail-updates', label: 'E-mail updates' },
] as const;

function SignOut() {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await consoleRequest('POST', consolePaths.signOut);
      forgetFailedSignIns();
      navigate('/sign-in', { replace: true });
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="button button--secondary" onClick={signOut} disabled={busy}>
        Sign out
      </button>
      <FormError message={error} />
    </>
  );
}

export function ConsoleLayout() {
  const operator = useOperator();
  useHeadingFocus();
  return (
    <div className="console">
      <a className="skip-link" href="#main">
        Skip to the page
      </a>
      <header className="console-header">
        <p className="console-name">{consoleName}</p>
        <p className="console-operator">
          {operator.name} <span className="role">({operator.role})</span>
        </p>
        <SignOut />
      </header>
      <nav className="console-nav" aria-label="Console pages">
        <ul>
          {pages.map((page) => (
            <li key={page.to}>
              <NavLink to={page.to}>{page.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="console-main">
        <FailedSignInsWarning />
        <Outlet />
      </main>
    </div>
  );
}
