/**
 * After a move to another page (a link, a search result, sign-in, Back) the keyboard and the screen
 * reader start at the new page's heading, as after a page load, not on <body> or on the link left
 * behind; the same after the disclaimer is acknowledged, as its button leaves with the focus. The
 * first page of a visit keeps the browser's own start, the skip link first. The focus ring is drawn
 * for a keyboard reader only: not for a click, nor for an address opened (a redirect of a deep link
 * moves the focus before anyone has pressed a key). Scrolling is left to the router's scroll
 * restoration. Used by the signed-in layout.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { mainContentId } from './skip-link';

// The entry of the page the visit began on (this chunk arrives before a later navigation is committed).
let firstPageKey: string | undefined = (window.history.state as { key?: string } | null)?.key ?? 'default';

// A page whose code or data is late draws its heading later: give up on it after this and take main.
const headingWait = 5000;

// How the reader last acted on the page since this code arrived.
let lastInput: 'keyboard' | 'pointer' | undefined;
addEventListener('keydown', () => (lastInput = 'keyboard'), { capture: true });
addEventListener('pointerdown', () => (lastInput = 'pointer'), { capture: true });

/** Whether anyone has acted on the page since it loaded (the browser notes the first input); undefined where it cannot tell. */
function actedOnPage(): boolean | undefined {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('first-input')) return undefined;
  return performance.getEntriesByType('first-input').length > 0;
}

/**
 * Whether the moved focus shows its ring: after a key, as the control left behind did; not after a
 * pointer, nor on an address just opened, where no one has acted on the page yet. Undefined, the
 * browser's own :focus-visible rule decides: someone acted before this code arrived (signing in),
 * or the browser cannot say.
 */
function ringShown(): boolean | undefined {
  if (lastInput) return lastInput === 'keyboard';
  return actedOnPage() === false ? false : undefined;
}

function focusWithoutScroll(element: HTMLElement): void {
  if (element.tagName === 'H1' && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  const focusVisible = ringShown();
  // Browsers without the focusVisible option keep their own rule.
  element.focus(focusVisible === undefined ? { preventScroll: true } : { preventScroll: true, focusVisible });
}

/** Moves focus to main's h1 once it is drawn (or to main); returns what stops the wait. */
function focusPageHeading(): () => void {
  const heading = () => document.querySelector<HTMLElement>(`#${mainContentId} h1`);
  const drawn = heading();
  if (drawn) {
    focusWithoutScroll(drawn);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const later = heading();
    if (!later) return;
    stop();
    focusWithoutScroll(later);
  });
  const timer = setTimeout(() => {
    stop();
    const main = document.getElementById(mainContentId);
    if (main) focusWithoutScroll(main);
  }, headingWait);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

export function useFocusOnNavigation(disclaimerClosed: boolean): void {
  const { key } = useLocation();
  useEffect(() => {
    if (key !== firstPageKey) return focusPageHeading();
    firstPageKey = undefined;
    return undefined;
  }, [key]);

  const disclaimerWasOpen = useRef(!disclaimerClosed);
  useEffect(() => {
    const justClosed = disclaimerWasOpen.current && disclaimerClosed;
    disclaimerWasOpen.current = !disclaimerClosed;
    // Only when the button took the focus with it: a click elsewhere keeps its own.
    if (justClosed && (document.activeElement === document.body || !document.activeElement)) focusPageHeading();
  }, [disclaimerClosed]);
}
