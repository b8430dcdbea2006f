/**
 * What the login page says when the account's access ended (the server says so only where the
 * password is known to be right, or for an operator's sign-in link): on which day, written in the
 * page's language, and whom to call to renew it, the support phone and email as links.
 */
import { fillText } from '../../engine/shared/fill-text';
import { pageLanguage } from '../../engine/shared/languages';
import { useSite } from '../chrome/site-context';
import { SupportContact } from '../chrome/support-contact';

/** A day (YYYY-MM-DD, UTC) as `lang` writes a date in full: the same day wherever the reader is. */
function accessEndDay(day: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.parse(`${day}T00:00:00Z`));
}

export function AccessEndedMessage({
  id,
  role,
  endedOn,
}: {
  id: string;
  /** `alert` after the form's own request, `status` on arriving at the page. */
  role: 'alert' | 'status';
  endedOn: string;
}) {
  const { site } = useSite();
  const text = fillText(site.login.accessEndedMessage, { date: accessEndDay(endedOn, pageLanguage(site).lang) });
  return (
    <p id={id} className={role === 'alert' ? 'login__error' : 'login__notice'} role={role}>
      <SupportContact text={text} />
    </p>
  );
}
