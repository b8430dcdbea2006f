/**
 * What the login page says to someone sent there (login-reason.ts): that they have signed out, that
 * the sign-in link they opened is no longer valid (or its account is disabled) or could not be checked while their address is
 * locked out (when to try again, and whom to call), or that their account does not include the
 * product line they opened, with the way back to their catalogue and to support. In the signed-in
 * area's chunk: a plain visit to /login draws nothing here.
 */
import { Link, useLocation } from 'react-router-dom';
import { fillText } from '../../engine/shared/fill-text';
import { useSite } from '../chrome/site-context';
import { LockedOutMessage } from './locked-out-message';
import type { LoginReason } from './login-reason';

export function LoginNotice() {
  const { site, settings } = useSite();
  const reason = useLocation().state as Partial<LoginReason> | null;
  const texts = site.login;
  if (reason && 'linkNoLongerValid' in reason) {
    return (
      <p className="login__notice" role="status">
        {texts.linkNoLongerValidMessage}
      </p>
    );
  }
  if (reason && 'accountDisabled' in reason) {
    return (
      <p className="login__notice" role="status">
        {texts.accountDisabledMessage}
      </p>
    );
  }
  if (reason && 'lockedOut' in reason) {
    return <LockedOutMessage id="login-link-locked-out" retryAfterSeconds={reason.retryAfterSeconds} />;
  }
  if (reason && 'signedOut' in reason) {
    return (
      <p className="login__notice" role="status">
        {texts.signedOutMessage}
      </p>
    );
  }
  if (!reason || !('notIncluded' in reason)) return null;
  const line = reason.notIncluded;
  return (
    <div className="login__notice" role="status">
      <p>{line ? fillText(texts.notIncludedMessage, { line }) : texts.notIncludedPageMessage}</p>
      <p>
        <Link to="/">{texts.backToCatalogueLabel}</Link>
      </p>
      <p>
        {/* The support line is in the footer below; the footer's chunk is not this one's to import. */}
        {texts.contactSupportText} <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
      </p>
    </div>
  );
}
