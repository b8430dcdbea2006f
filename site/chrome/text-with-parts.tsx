/** A site text whose `{name}` placeholders are drawn as elements (a phone link, an email link) rather than words. */
import { Fragment, type ReactNode } from 'react';

/** `template` with each `{name}` of `parts` replaced by that part; any other text as written. */
export function withParts(template: string, parts: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{[A-Za-z]+\})/).map((piece, index) => {
    const name = /^\{([A-Za-z]+)\}$/.exec(piece)?.[1];
    const part = name !== undefined && Object.hasOwn(parts, name) ? parts[name] : piece;
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, in their order.
    return <Fragment key={index}>{part}</Fragment>;
  });
}

/** The clock time `retryAfterSeconds` from now (rounded up to the minute), as `lang` writes a time. */
export function timeToTryAgain(retryAfterSeconds: number, lang: string, now = Date.now()): string {
  const minute = 60_000;
  const at = Math.ceil((now + retryAfterSeconds * 1000) / minute) * minute;
  return new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit' }).format(at);
}
