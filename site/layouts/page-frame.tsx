/**
 * What every screen's frame has, signed in or not: the skip link, the header, the main content
 * and the footer with its back-to-top control. The two layouts (public-layout.tsx,
 * signed-in-layout.tsx) say what goes in it; the router's loading and error screens use it too.
 */
import type { ReactNode } from 'react';
import { BackToTop } from '../chrome/back-to-top';
import { SiteFooter } from '../chrome/site-footer';
import { SiteHeader } from '../chrome/site-header';
import { mainContentId, SkipLink } from '../chrome/skip-link';

interface PageFrameProps {
  children: ReactNode;
  /** The header's navigation (search, a line's links, Sign out): signed-in pages only. */
  navigation?: ReactNode;
  /** Drawn between the header and the content: a line's section bar, the disclaimer. */
  belowHeader?: ReactNode;
  /** A page of a tab holding a session without the signed-in layout (an error page): the title links to the catalogue. */
  signedIn?: boolean;
  /** Signed-in pages start with their data on its way, and keep their place meanwhile (base.css). */
  awaitsData?: boolean;
  /** The footer's setting of the search shortcut, which only a signed-in page's search has. */
  footerExtra?: ReactNode;
}

export function PageFrame({ children, navigation, signedIn, belowHeader, awaitsData, footerExtra }: PageFrameProps) {
  return (
    <div className="shell">
      <SkipLink />
      <SiteHeader navigation={navigation} signedIn={signedIn} />
      {belowHeader}
      <main id={mainContentId} className={awaitsData ? 'main main--awaits-data' : 'main'} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter extra={footerExtra} />
      <BackToTop />
    </div>
  );
}
