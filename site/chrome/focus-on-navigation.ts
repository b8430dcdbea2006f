/**
 * After a move to another page (a link, a search result, sign-in, Back) the keyboard and the screen
 * reader start at the new page's heading, as after a page load, not on <body> or on the link left
 * behind; the same after the disclaimer is acknowledged, as its button leaves with the focus. The
 * first page of a visit keeps the browser's own start, the skip link first. Scrolling is left to
 * the router's scroll restoration. Used by the signed-in layout.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { mainContentId } from './skip-link';

// The entry of the page the visit began on (this chunk arrives before a later navigation is committed).
let firstPageKey: string | undefined = (window.history.state as { key?: string } | null)?.key ?? 'default';

// A page whose code or data is late draws its heading later: give up on it after this and take main.
const headingWait = 5000;

function focusWithoutScroll(element: HTMLElement): void {
  if (element.tagName === 'H1' && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
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
