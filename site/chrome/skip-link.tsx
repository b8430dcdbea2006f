/** Lets keyboard users jump over the header. Focus is moved by hand so the router never sees a #hash change. */
import type { MouseEvent } from 'react';

export const mainContentId = 'main-content';

export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(mainContentId)?.focus();
  };
  return (
    <a className="skip-link" href={`#${mainContentId}`} onClick={onClick}>
      Skip to main content
    </a>
  );
}
