/** What follows the main content on every page: the footer and the back-to-top control (with the signed-in area's code, drawn by shell.tsx once the first screen is). */
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
