/** Lets keyboard users jump over the header. Focus is moved by hand so the router never sees a #hash change. */
import type { MouseEvent } from 'react';
import { useSite } from './site-context';

export const mainContentId = 'main-content';

export function SkipLink() {
  const { site } = useSite();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(mainContentId)?.focus();
  };
  return (
    <a className="skip-link" href={`#${mainContentId}`} onClick={onClick}>
      {site.chrome.skipLink}
    </a>
  );
}
