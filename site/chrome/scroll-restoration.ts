/**
 * A new page starts at its top; Back and Forward return to where the reader was on that history
 * entry. Built on the router's public hooks (the location's key and how it was reached): the
 * router's <ScrollRestoration> component would add a kilobyte to the login page's script, where
 * the router module lives. Used by the signed-in routes (signed-in-chrome-parts.tsx), the only
 * pages long enough to scroll; a reload starts at the top, as the page is drawn anew.
 */
import { useEffect, useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

// Where the reader was on each history entry, kept across the signed-in routes' mounts.
const positions = new Map<string, number>();

// The history entry on screen. A render that brings another runs while this one is still drawn, so
// its position is read then, before the next page (perhaps shorter) replaces it; a scroll listener
// would hear a scroll made just before a click only after it, under the next entry's key.
let shownKey: string | undefined;

export function useScrollRestoration(): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  if (shownKey !== key) {
    if (shownKey !== undefined) positions.set(shownKey, window.scrollY);
    shownKey = key;
  }
  useEffect(() => {
    history.scrollRestoration = 'manual';
    return () => {
      history.scrollRestoration = 'auto';
    };
  }, []);
  useLayoutEffect(() => {
    window.scrollTo({ top: navigationType === NavigationType.Pop ? (positions.get(key) ?? 0) : 0, left: 0 });
  }, [key, navigationType]);
}
