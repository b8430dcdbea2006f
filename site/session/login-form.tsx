/** Password form: trimmed, hashed, checked by the server; retry after a failure. */
import { type FormEvent, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSite } from '../chrome/site-context';
import { AccessEndedMessage } from './access-ended-message';
import { hasPassword, signInWithPassword } from './auth-key';
import { useContinueAfterLogin } from './continue-after-login';
import { LockedOutMessage } from './locked-out-message';
import { LoginError } from './login-error';
import { type SignInFailure, signInFailureOf } from './sign-in-failure';
import { signedIn } from './signed-in-loader';

export function LoginForm() {
  const { site, settings } = useSite();
  const { search } = useLocation();
  const continueAfterLogin = useContinueAfterLogin();
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
      signedIn(await signInWithPassword(password));
    } catch (error) {
      setPending(false);
      const failed = signInFailureOf(error, site);
      if ('incorrect' in failed && failed.incorrect) console.log('Invalid password');
      setFailure(failed);
      return;
    }
    continueAfterLogin(new URLSearchParams(search));
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
      {failure && 'accessEndedOn' in failure && (
        <AccessEndedMessage id={errorId} role="alert" endedOn={failure.accessEndedOn} />
      )}
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
