/** The /login screen: the `auth` link check for a sign-in link, else the password form. */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Shell } from '../chrome/shell';
import { useSite } from '../data/site-context';
import { useDocumentTitle } from '../document-title/use-document-title';
import { preloadAuthKeyChecks } from '../session/auth-key-chunk';
import { authParamOf } from '../session/auth-param';
import { useContinueAfterLogin } from './continue-after-login';
import { LinkSignIn } from './link-sign-in-part';
import { LoginForm } from './login-form';

export function LoginPage() {
  const { site } = useSite();
  const { search } = useLocation();
  const continueAfterLogin = useContinueAfterLogin();
  useDocumentTitle(site.login.heading);
  // What signing in needs loads once the page is drawn, while the user types, not after: the password
  // check's code here, the catalogue's with the listener to the other tabs (session/other-tabs-part.tsx).
  useEffect(preloadAuthKeyChecks, []);

  return (
    <Shell>
      <section className="login" aria-labelledby="login-heading">
        <h1 id="login-heading" className="login__heading">
          {site.login.heading}
        </h1>
        {authParamOf(search) ? <LinkSignIn onSuccess={continueAfterLogin} /> : <LoginForm />}
      </section>
    </Shell>
  );
}
