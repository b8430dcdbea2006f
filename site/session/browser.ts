/**
 * Full-page navigation, behind an object so tests can observe it (jsdom cannot navigate). What only
 * the signed-in chunk asks of the browser lives apart (signed-in-browser.ts), so the login page does
 * not carry it.
 */
export const browser = {
  /** Leaves the single-page app, e.g. for a file the server streams. */
  assign(url: string): void {
    window.location.assign(url);
  },
};
