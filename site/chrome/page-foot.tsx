/** What follows the main content on every page: the footer and the back-to-top control (a chunk of its own, loaded by shell.tsx). */
import { BackToTop } from './back-to-top';
import { SiteFooter } from './site-footer';

export function PageFoot() {
  return (
    <>
      <SiteFooter />
      <BackToTop />
    </>
  );
}

// The default export is what React's lazy() takes.
export default PageFoot;
