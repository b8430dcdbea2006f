/**
 * What the login page says to someone sent there (login-reason.ts): that they have signed out, or
 * that the sign-in link they opened is no longer valid (or its account is disabled, or its access
 * ended: on which day, and whom to call), or could not be checked while their address is locked
 * out (when to try again, and whom to call).
 */
import { useSite } from '../chrome/site-context';
import { AccessEndedMessage } from './access-ended-message';
import { LockedOutMessage } from './locked-out-message';
import type { LoginReason } from './login-reason';

export function LoginNotice({ reason }: { reason: LoginReason }) {
  const texts = useSite().site.login;
  if ('accountDisabled' in reason) {
    return (
      <p className="login__notice" role="status">
        {texts.accountDisabledMessage}
      </p>
    );
  }
  if ('accessEndedOn' in reason) {
    return <AccessEndedMessage id="login-link-access-ended" role="status" endedOn={reason.accessEndedOn} />;
  }
  if ('lockedOut' in reason) {
    return <LockedOutMessage id="login-link-locked-out" retryAfterSeconds={reason.retryAfterSeconds} />;
  }
  return (
    <p className="login__notice" role="status">
      {'linkNoLongerValid' in reason ? texts.linkNoLongerValidMessage : texts.signedOutMessage}
    </p>
  );
}
