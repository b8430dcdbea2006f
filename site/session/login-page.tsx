/**
 * The /login screen: why it is shown, when it was not asked for (login-reason.ts), and the password
 * form. A sign-in link to it (`?auth=`) is checked by its route's loader (signed-in-loader.ts).
 */
import { useSite } from '../chrome/site-context';
import { useDocumentTitle } from '../chrome/use-document-title';
import { LoginForm } from './login-form';
import { LoginNotice } from './login-notice';
import { readLoginReason } from './session-storage';

export function LoginPage() {
  const { site } = useSite();
  useDocumentTitle(site.login.heading);
  const reason = readLoginReason();
  return (
    <section className="login" aria-labelledby="login-heading">
      <h1 id="login-heading" className="login__heading">
        {site.login.heading}
      </h1>
      {reason && <LoginNotice reason={reason} />}
      <LoginForm />
    </section>
  );
}
