/** The /login screen: the `auth` link check for a sign-in link, else the password form. */
import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from '../chrome/error-boundary';
import { CheckingAccess } from '../chrome/loading';
import { Shell } from '../chrome/shell';
import { useSite } from '../chrome/site-context';
import { useDocumentTitle } from '../chrome/use-document-title';
import { lazyPart } from '../shared/lazy-part';
import { authParamOf, withoutAuthParam } from './auth-param';
import { LoginForm } from './login-form';

/** A link whose check cannot be loaded counts as one that failed: the credential leaves the address. */
function DropLink() {
  const location = useLocation();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the address the link came with.
  useEffect(() => {
    navigate(withoutAuthParam(location), { replace: true, state: location.state });
  }, []);
  return null;
}

// Only a sign-in link needs the link check, and only those sent here (signed out, or from a line
// their account lacks) a notice: both come with the signed-in area's code.
const LinkSignIn = lazyPart(() => import('./link-sign-in').then((part) => part.LinkSignIn));
const LoginNotice = lazyPart(() => import('./login-notice').then((part) => part.LoginNotice));

export function LoginPage() {
  const { site } = useSite();
  const { search, state } = useLocation();
  useDocumentTitle(site.login.heading);

  return (
    <Shell>
      <section className="login" aria-labelledby="login-heading">
        <h1 id="login-heading" className="login__heading">
          {site.login.heading}
        </h1>
        {state && (
          <Suspense fallback={null}>
            <LoginNotice />
          </Suspense>
        )}
        {authParamOf(search) ? (
          <ErrorBoundary fallback={<DropLink />}>
            <Suspense fallback={<CheckingAccess />}>
              <LinkSignIn />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <LoginForm />
        )}
      </section>
    </Shell>
  );
}
