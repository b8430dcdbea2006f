/**
 * A new page starts at its top; Back and Forward return to where the reader was. This is the data
 * router's own scroll restoration (it saves and hands back the positions), bound as its
 * <ScrollRestoration> binds it, minus the reload memory: the component itself, with its
 * dependencies, would add a kilobyte to the login page's script, where the router module lives.
 * Used by the signed-in routes (signed-in-chrome-parts.tsx), the only pages long enough to scroll.
 */
import { useContext, useEffect, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, useLocation } from 'react-router-dom';

// Kept across the signed-in routes' mounts, as the router's component keeps its own.
const positions: Record<string, number> = {};

export function useScrollRestoration(): void {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const state = useContext(UNSAFE_DataRouterStateContext);
  const location = useLocation();
  useEffect(() => {
    history.scrollRestoration = 'manual';
    return () => {
      history.scrollRestoration = 'auto';
    };
  }, []);
  useLayoutEffect(() => router?.enableScrollRestoration(positions, () => window.scrollY), [router]);
  const restore = state?.restoreScrollPosition;
  const keep = state?.preventScrollReset;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new location is the trigger, as in the router's own binding.
  useLayoutEffect(() => {
    if (restore === false) return;
    if (typeof restore === 'number') window.scrollTo(0, restore);
    else if (!keep) window.scrollTo(0, 0);
  }, [location, restore, keep]);
}
