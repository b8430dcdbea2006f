/**
 * What the login form says while the server refuses sign-ins from this address (429): when to
 * try again, as a clock time in the page's language from the server's Retry-After, and the
 * support phone and email to call meanwhile (the deployment's settings, as links).
 */
import { pageLanguage } from '../../engine/shared/languages';
import { useSite } from '../chrome/site-context';
import { SupportContact } from '../chrome/support-contact';
import { timeToTryAgain, withParts } from '../chrome/text-with-parts';

export function LockedOutMessage({ id, retryAfterSeconds }: { id: string; retryAfterSeconds?: number }) {
  const { site } = useSite();
  const texts = site.login;
  return (
    <div id={id} className="login__error" role="alert">
      <p>
        {retryAfterSeconds === undefined
          ? site.errors.requests['rate-limited']
          : withParts(texts.lockedOutMessage, { time: timeToTryAgain(retryAfterSeconds, pageLanguage(site).lang) })}
      </p>
      <p>
        <SupportContact text={texts.lockedOutContactText} />
      </p>
    </div>
  );
}
