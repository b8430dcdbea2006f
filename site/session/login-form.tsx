/** Password form: trimmed, hashed, checked by the server; retry after a failure. */
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isApiError } from '../api/errors';
import { useSite } from '../chrome/site-context';
import { hasPassword, loadAuthKeyChecks } from './auth-key-chunk';
import { useContinueAfterLogin } from './continue-after-login';
import { LoginError } from './login-error';
import { useSession } from './session-context';

/** What the form says after a failed check: the site's wrong-password text, or what went wrong instead. */
type Failure = { incorrect: boolean; message: string };

export function LoginForm() {
  const { site, settings } = useSite();
  const { authenticate } = useSession();
  const { search } = useLocation();
  const continueAfterLogin = useContinueAfterLogin();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const inputId = useId();
  const errorId = useId();
  const texts = site.login;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!hasPassword(password) || pending) return;
    setPending(true);
    setFailure(null);
    try {
      const { signInWithPassword } = await loadAuthKeyChecks();
      const answer = await signInWithPassword(password);
      authenticate(answer);
      continueAfterLogin(new URLSearchParams(search));
    } catch (error) {
      setPending(false);
      // Offline or throttled is not a wrong password: telling the user to retype it would mislead.
      if (isApiError(error, 'network') || isApiError(error, 'rate-limited')) {
        setFailure({ incorrect: false, message: error.message });
        return;
      }
      console.log('Invalid password: the server did not accept the check');
      setFailure({ incorrect: true, message: texts.errorMessage });
    }
  };

  const incorrect = failure?.incorrect;
  return (
    <form className="login__form" onSubmit={onSubmit} noValidate>
      <label className="login__label" htmlFor={inputId}>
        {texts.passwordLabel}
      </label>
      <input
        id={inputId}
        className="input"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-invalid={incorrect ? 'true' : undefined}
        aria-describedby={failure ? errorId : undefined}
      />
      <button type="submit" className="button login__submit" disabled={pending}>
        {texts.buttonLabel}
      </button>
      {failure && (
        <LoginError
          id={errorId}
          message={failure.message}
          linkText={incorrect ? texts.contactLinkText : ''}
          email={settings.supportEmail}
        />
      )}
    </form>
  );
}
