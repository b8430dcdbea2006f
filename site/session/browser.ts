/** Full-page navigation and address-bar edits, behind one object so tests can observe them (jsdom cannot navigate). */
export const browser = {
  /** Leaves the single-page app, e.g. for a file the server streams. */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Opens a file beside the portal, as a download link with target=_blank does; the opened page cannot reach this one. */
  openTab(url: string): void {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
  /** Rewrites the address bar without navigating, keeping the router's history state. */
  replaceAddress(url: string): void {
    window.history.replaceState(window.history.state, '', url);
  },
};

/** The current address without the `auth` credential. */
export function addressWithoutAuth(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('auth');
  return `${url.pathname}${url.search}${url.hash}`;
}
