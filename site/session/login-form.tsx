/** Password form: trimmed, hashed, checked by the server; retry after a failure. */
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSite } from '../chrome/site-context';
import { hasPassword, loadAuthKeyChecks } from './auth-key-chunk';
import { LockedOutMessage } from './locked-out-message';
import { LoginError } from './login-error';
import { useSession } from './session-context';
import { type SignInFailure, signInFailureOf } from './sign-in-failure';

export function LoginForm() {
  const { site, settings, productPaths } = useSite();
  const { authenticate } = useSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const inputId = useId();
  const errorId = useId();
  const texts = site.login;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    // Nothing to check, so no request; but the user is told why nothing happened.
    if (!hasPassword(password)) return setFailure({ incorrect: false, message: texts.emptyPasswordMessage });
    setPending(true);
    setFailure(null);
    try {
      const { signInWithPassword } = await loadAuthKeyChecks();
      authenticate(await signInWithPassword(password));
    } catch (error) {
      setPending(false);
      const failed = signInFailureOf(error, site);
      if ('incorrect' in failed && failed.incorrect) console.log('Invalid password');
      setFailure(failed);
      return;
    }
    // Where to go is decided in the signed-in area's code, which the page fetched while the user typed;
    // without it the catalogue's route says what failed.
    import('./continue-after-login').then(
      (area) => area.continueAfterLogin(navigate, new URLSearchParams(search), productPaths),
      () => navigate('/'),
    );
  };

  const incorrect = failure !== null && 'incorrect' in failure && failure.incorrect;
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
      {failure && 'lockedOut' in failure && (
        <LockedOutMessage id={errorId} retryAfterSeconds={failure.retryAfterSeconds} />
      )}
      {failure && 'message' in failure && (
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
