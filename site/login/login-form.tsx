/** Password form: trimmed, hashed, checked by the server; retry after a failure. */
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isApiError } from '../api/errors';
import { useSite } from '../data/site-context';
import { signedInArea } from '../guard/signed-in-part';
import { hasPassword, loadAuthKeyChecks } from '../session/auth-key-chunk';
import { useSession } from '../session/session-context';
import { useContinueAfterLogin } from './continue-after-login';
import { LoginError } from './login-error';

type Failure = { kind: 'incorrect' } | { kind: 'other'; message: string };

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
    // The catalogue comes next: its chunk loads while the server checks the password.
    signedInArea.preload();
    try {
      const { signInWithPassword } = await loadAuthKeyChecks();
      const answer = await signInWithPassword(password);
      authenticate(answer);
      continueAfterLogin(new URLSearchParams(search));
    } catch (error) {
      setPending(false);
      // Offline or throttled is not a wrong password: telling the user to retype it would mislead.
      if (isApiError(error, 'network') || isApiError(error, 'rate-limited')) {
        setFailure({ kind: 'other', message: error.message });
        return;
      }
      console.log('Invalid password: the server did not accept the check');
      setFailure({ kind: 'incorrect' });
    }
  };

  const incorrect = failure?.kind === 'incorrect';
  return (
    <form className="login__form" onSubmit={onSubmit} noValidate>
      <label className="login__label" htmlFor={inputId}>
        {texts.passwordLabel}
      </label>
      <input
        id={inputId}
        className={incorrect ? 'input input--invalid' : 'input'}
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
      {failure?.kind === 'incorrect' && (
        <LoginError
          id={errorId}
          message={texts.errorMessage}
          linkText={texts.contactLinkText}
          email={settings.supportEmail}
        />
      )}
      {failure?.kind === 'other' && (
        <p id={errorId} className="login__error" role="alert">
          {failure.message}
        </p>
      )}
    </form>
  );
}
