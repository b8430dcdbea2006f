/**
 * Which product line an address belongs to: the one whose prefix starts the path, on a segment
 * boundary (/abc is not /abcd), in any case. The site routes by it; the server names a page's
 * preloads by it.
 */
export function entryOfPath<T extends { pathPrefix: string }>(entries: readonly T[], pathname: string): T | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return entries.find((entry) => {
    const prefix = entry.pathPrefix.replace(/\/+$/, '').toLowerCase();
    return path === prefix || path.startsWith(`${prefix}/`);
  });
}
