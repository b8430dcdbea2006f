/** The page frame every screen shares: skip link, header, disclaimer, main content, footer, back-to-top. */
import { type ReactNode, Suspense, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../session/session-context';
import { lazyPart } from '../shared/lazy-part';
import { DisclaimerBanner } from './disclaimer-banner';
import { ErrorBoundary } from './error-boundary';
import { Loading } from './loading';
import { PageLeavingContext } from './page-leaving';
import { SiteHeader } from './site-header';
import { mainContentId, SkipLink } from './skip-link';

// The footer comes once the page's first screen is drawn, so it does not hold the page up.
const PageFoot = lazyPart(() => import('./page-foot').then((part) => part.PageFoot), true);

interface ShellProps {
  children: ReactNode;
  /** Links the product area adds to the header. */
  productLinks?: ReactNode;
  /** Drawn between the header and the content, e.g. the numbered section bar. */
  subHeader?: ReactNode;
  /** Drawn above the page content, e.g. breadcrumbs. */
  above?: ReactNode;
}

export function Shell({ children, productLinks, subHeader, above }: ShellProps) {
  const { pathname } = useLocation();
  const { authenticated } = useSession();
  const leaving = useContext(PageLeavingContext);
  return (
    <div className="shell">
      <SkipLink />
      <SiteHeader productLinks={productLinks} />
      {subHeader}
      {authenticated && <DisclaimerBanner />}
      <main id={mainContentId} className={authenticated ? 'main main--awaits-data' : 'main'} tabIndex={-1}>
        {leaving ? (
          <Loading />
        ) : (
          <>
            {above}
            {/* A broken page keeps the header and footer; navigating elsewhere clears the error. */}
            <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
          </>
        )}
      </main>
      {/* A band of the footer's colour holds its place until it arrives (chrome.css). */}
      <Suspense fallback={<div className="page-foot-place" />}>
        <PageFoot />
      </Suspense>
    </div>
  );
}
