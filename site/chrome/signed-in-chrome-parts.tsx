/** What the signed-in routes give the page frame (signed-in-chrome.ts), loaded with their code. */
import { type ReactNode, useMemo } from 'react';
import { DisclaimerBanner } from './disclaimer-banner';
import { useFocusOnNavigation } from './focus-on-navigation';
import { HeaderNav } from './header-nav';
import { usePageLeaving } from './page-leaving';
import { useScrollRestoration } from './scroll-restoration';
import { SignedInChromeContext } from './signed-in-chrome';

export function WithSignedInChrome({ children }: { children: ReactNode }) {
  const leaving = usePageLeaving();
  useScrollRestoration();
  useFocusOnNavigation();
  const chrome = useMemo(() => ({ HeaderNav, DisclaimerBanner, leaving }), [leaving]);
  return <SignedInChromeContext.Provider value={chrome}>{children}</SignedInChromeContext.Provider>;
}
