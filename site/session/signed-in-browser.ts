/**
 * What only the signed-in chunk asks of the browser (a search result opened beside the portal, a
 * sign-in link's address-bar rewrite), behind an object so tests can observe it as they do browser.ts.
 */
export const signedInBrowser = {
  /** Opens a file beside the portal, as a download link with target=_blank does; the opened page cannot reach this one. */
  openTab(url: string): void {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  /** Rewrites the address bar without navigating, keeping the router's history state. */
  replaceAddress(url: string): void {
    window.history.replaceState(window.history.state, '', url);
  },
};
