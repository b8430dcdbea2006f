/**
 * What the login form says while the server refuses sign-ins from this address (429): when to
 * try again, as a clock time in the page's language from the server's Retry-After, and the
 * support phone and email to call meanwhile (the deployment's settings, as links).
 */
import { Fragment, type ReactNode } from 'react';
import { pageLanguage } from '../../engine/shared/languages';
import { useSite } from '../chrome/site-context';
import { telHref } from '../chrome/site-footer';

/** `template` with each `{name}` of `parts` replaced by that part; any other text as written. */
function withParts(template: string, parts: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{[A-Za-z]+\})/).map((piece, index) => {
    const name = /^\{([A-Za-z]+)\}$/.exec(piece)?.[1];
    const part = name !== undefined && Object.hasOwn(parts, name) ? parts[name] : piece;
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, in their order.
    return <Fragment key={index}>{part}</Fragment>;
  });
}

/** The clock time `retryAfterSeconds` from now (rounded up to the minute), as `lang` writes a time. */
function timeToTryAgain(retryAfterSeconds: number, lang: string, now = Date.now()): string {
  const minute = 60_000;
  const at = Math.ceil((now + retryAfterSeconds * 1000) / minute) * minute;
  return new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit' }).format(at);
}

export function LockedOutMessage({ id, retryAfterSeconds }: { id: string; retryAfterSeconds?: number }) {
  const { site, settings } = useSite();
  const texts = site.login;
  return (
    <div id={id} className="login__error" role="alert">
      <p>
        {retryAfterSeconds === undefined
          ? site.errors.requests['rate-limited']
          : withParts(texts.lockedOutMessage, { time: timeToTryAgain(retryAfterSeconds, pageLanguage(site).lang) })}
      </p>
      <p>
        {withParts(texts.lockedOutContactText, {
          phone: <a href={telHref(settings.supportPhone)}>{settings.supportPhone}</a>,
          email: <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>,
        })}
      </p>
    </div>
  );
}
