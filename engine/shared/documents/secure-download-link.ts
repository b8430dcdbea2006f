/**
 * The secure-download address, apart from the other document links (links.ts) so the login page,
 * which sends a requested file there after sign-in, does not bring the renderers' link code.
 */
export const secureDownloadPath = '/secure-download';

export function secureDownloadHref(path: string): string {
  return `${secureDownloadPath}?file=${encodeURIComponent(path)}`;
}
