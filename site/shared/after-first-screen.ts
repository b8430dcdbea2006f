/**
 * What the first screen does not need (the footer, the language switcher, the other tabs' listener)
 * waits until the page has loaded, its frame and main content are drawn, and the browser has a quiet
 * moment. Asked for while the first screen is drawn, it would share a slow phone's connection and
 * main thread with it and hold the page's main content back. Later pages find it resolved.
 */

/** Resolves once the page's load event has fired, its <main> is drawn and the browser is idle. */
export const firstScreenDrawn = new Promise<void>((resolve) => {
  // Safari has no requestIdleCallback: there the load event's task ends first.
  const whenIdle = () => (window.requestIdleCallback ?? setTimeout)(drawn);
  // The frame's <main> is drawn with the page's content (or its loading state), never before it.
  const drawn = () => (document.querySelector('main') ? resolve() : whenIdle());
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle);
});
