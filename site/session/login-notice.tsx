/**
 * What the login page says to someone sent there (login-reason.ts): that they have signed out (and,
 * after a hospital sign-in, a link to sign out of the hospital account too), or that the sign-in
 * link they opened is no longer valid (or its account is disabled, or its access ended: on which
 * day, and whom to call), or could not be checked while their address is locked out (when to try
 * again, and whom to call), or why their hospital sign-in came back refused.
 */
import { useSite } from '../chrome/site-context';
import { AccessEndedMessage } from './access-ended-message';
import { LockedOutMessage } from './locked-out-message';
import type { LoginReason } from './login-reason';
import { saveLoginReason } from './session-storage';

export function LoginNotice({ reason }: { reason: LoginReason }) {
  const texts = useSite().site.login;
  const { failures, signOutOfHospitalHint, signOutOfHospitalLabel } = texts.hospital;
  if ('accessEndedOn' in reason) {
    return <AccessEndedMessage id="login-link-access-ended" role="status" endedOn={reason.accessEndedOn} />;
  }
  if ('lockedOut' in reason) {
    return <LockedOutMessage id="login-link-locked-out" retryAfterSeconds={reason.retryAfterSeconds} />;
  }
  const failure = 'hospitalSignIn' in reason ? reason.hospitalSignIn : undefined;
  const hospitalSignOut = 'signedOut' in reason ? reason.hospitalSignOut : undefined;
  let message = texts.signedOutMessage;
  if ('linkNoLongerValid' in reason) message = texts.linkNoLongerValidMessage;
  if ('accountDisabled' in reason || failure === 'account-disabled') message = texts.accountDisabledMessage;
  else if (failure && failure !== 'access-ended')
    message = failures[failure.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as keyof typeof failures];
  // Only the provider's address the server gave: never another scheme.
  if (!hospitalSignOut?.startsWith('http')) {
    return (
      <p className="login__notice" role="status">
        {message}
      </p>
    );
  }
  return (
    <div className="login__notice" role="status">
      <p>{message}</p>
      <p>
        {signOutOfHospitalHint}{' '}
        <a href={hospitalSignOut} onClick={() => saveLoginReason({ signedOut: true })}>
          {signOutOfHospitalLabel}
        </a>
      </p>
    </div>
  );
}
