/**
 * What the signed-in routes add to the page frame: focus and scroll kept across their moves, and
 * whether the page on screen is being left for one still on its way (page-leaving.ts), which the
 * frame then shows as loading. The login page, whose form stays while sign-in leads on, has none.
 */
import type { ReactNode } from 'react';
import { useFocusOnNavigation } from './focus-on-navigation';
import { PageLeavingContext, usePageLeaving } from './page-leaving';
import { useScrollRestoration } from './scroll-restoration';

export function WithSignedInChrome({ children }: { children: ReactNode }) {
  const leaving = usePageLeaving();
  useScrollRestoration();
  useFocusOnNavigation();
  return <PageLeavingContext.Provider value={leaving}>{children}</PageLeavingContext.Provider>;
}
