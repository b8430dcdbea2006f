/** The /login screen: the `auth` link check for a sign-in link, else the password form. */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Shell } from '../chrome/shell';
import { useSite } from '../data/site-context';
import { useDocumentTitle } from '../document-title/use-document-title';
import { signedInChunk } from '../guard/signed-in-chunk';
import { whenIdle } from '../lazy/when-idle';
import { preloadAuthKeyChecks } from '../session/auth-key-chunk';
import { authParamOf } from '../session/auth-param';
import { useSession } from '../session/session-context';
import { useContinueAfterLogin } from './continue-after-login';
import { LinkSignIn } from './link-sign-in-part';
import { LoginForm } from './login-form';

function preloadSignIn() {
  preloadAuthKeyChecks();
  signedInChunk.preload();
}

export function LoginPage() {
  const { site } = useSite();
  const { search } = useLocation();
  const { signInsElsewhere } = useSession();
  const continueAfterLogin = useContinueAfterLogin();
  useDocumentTitle(site.login.heading);
  // What signing in needs next (the hash, the catalogue) loads while the user types, not after.
  useEffect(() => whenIdle(preloadSignIn), []);

  // Signed in from another tab while this page is shown: continue as this tab's own sign-in would.
  const shownWith = useRef(signInsElsewhere);
  useEffect(() => {
    if (signInsElsewhere === shownWith.current) return;
    shownWith.current = signInsElsewhere;
    continueAfterLogin(new URLSearchParams(search));
  }, [signInsElsewhere, continueAfterLogin, search]);

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
