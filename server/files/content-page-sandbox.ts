/**
 * What a page served from the content folder (a training package's, the learning library's, an
 * SVG image opened alone) may do: run its scripts, send its forms, show dialogs, open popups
 * (outside the sandbox, so links to other sites and PDFs open as usual) and save downloads.
 * Without allow-same-origin it runs in an opaque origin of its own: it can read neither the
 * portal's cookies nor its storage, nor call the portal's API as the signed-in user.
 */
export const contentPageSandbox = [
  'allow-scripts',
  'allow-forms',
  'allow-modals',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-downloads',
] as const;

/**
 * Types a browser shows as a page that may run scripts: HTML, and XML such as SVG or XHTML. Other
 * files get no sandbox: Chromium's viewer refuses to show a sandboxed PDF.
 */
const pageType = /^\s*(text\/html|text\/xml|application\/xml|[\w.-]+\/[\w.-]+\+xml)\s*(;|$)/i;

export function isPageType(contentType: string): boolean {
  return pageType.test(contentType);
}

/** A policy with the content-page sandbox added. */
export function sandboxed(policy: string): string {
  return `${policy};sandbox ${contentPageSandbox.join(' ')}`;
}
