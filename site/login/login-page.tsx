/** The /login screen: the `auth` link check on load, else the password form. */
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { SessionAnswer } from '../api/client';
import { Shell } from '../chrome/shell';
import { useSite } from '../data/site-context';
import { useDocumentTitle } from '../document-title/use-document-title';
import { Loading } from '../errors/loading';
import { signedInArea } from '../guard/signed-in-part';
import { whenIdle } from '../lazy/when-idle';
import { preloadAuthKeyChecks } from '../session/auth-key-chunk';
import { useSession } from '../session/session-context';
import { useAuthParam } from '../session/use-auth-param';
import { useContinueAfterLogin } from './continue-after-login';
import { LoginForm } from './login-form';

function preloadSignIn() {
  preloadAuthKeyChecks();
  signedInArea.preload();
}

export function LoginPage() {
  const { site } = useSite();
  const { search } = useLocation();
  const { signInsElsewhere } = useSession();
  const continueAfterLogin = useContinueAfterLogin();
  const onAuthParamSuccess = useCallback(
    (_answer: SessionAnswer, params: URLSearchParams) => continueAfterLogin(params),
    [continueAfterLogin],
  );
  const status = useAuthParam(onAuthParamSuccess);
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
        {status === 'checking' ? <Loading label="Checking your access…" /> : <LoginForm />}
      </section>
    </Shell>
  );
}
