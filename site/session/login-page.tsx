/**
 * The /login screen: why it is shown, when it was not asked for (login-reason.ts), the password
 * form, and signing in with the hospital's account. A sign-in link to it (`?auth=`) is checked by
 * its route's loader (signed-in-loader.ts), which also asks whether the account a `?org=` names has
 * a hospital sign-in: its button is then shown, and the password form only while the account still
 * takes its shared password.
 */
import { useLoaderData } from 'react-router-dom';
import { useSite } from '../chrome/site-context';
import { useDocumentTitle } from '../chrome/use-document-title';
import { HospitalSignIn } from './hospital-sign-in';
import { LoginForm } from './login-form';
import { LoginNotice } from './login-notice';
import { readLoginReason } from './session-storage';
import type { LoginData } from './signed-in-loader';

export function LoginPage() {
  const { site } = useSite();
  useDocumentTitle(site.login.heading);
  const reason = readLoginReason();
  const hospital = useLoaderData() as LoginData;
  return (
    <section className="login" aria-labelledby="login-heading">
      <h1 id="login-heading" className="login__heading">
        {site.login.heading}
      </h1>
      {reason && <LoginNotice reason={reason} />}
      {hospital?.passwordAllowed !== false && <LoginForm />}
      <HospitalSignIn org={hospital?.org} />
    </section>
  );
}
