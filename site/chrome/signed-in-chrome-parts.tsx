/** What the signed-in routes give the page frame (signed-in-chrome.ts), loaded with their code. */
import type { ReactNode } from 'react';
import { DisclaimerBanner } from './disclaimer-banner';
import { HeaderNav } from './header-nav';
import { SignedInChromeContext } from './signed-in-chrome';

const parts = { HeaderNav, DisclaimerBanner };

export { DisclaimerBanner, HeaderNav };

export function WithSignedInChrome({ children }: { children: ReactNode }) {
  return <SignedInChromeContext.Provider value={parts}>{children}</SignedInChromeContext.Provider>;
}
