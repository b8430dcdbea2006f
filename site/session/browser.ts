/** What the portal asks of the browser beyond its router, behind an object so tests can observe it (jsdom cannot navigate). */
export const browser = {
  /** Leaves the single-page app, e.g. for a file the server streams. */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Opens a file beside the portal, as a download link with target=_blank does; the opened page cannot reach this one. */
  openTab(url: string): void {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};
