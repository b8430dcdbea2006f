/**
 * The public addresses of the electronic instructions for use and of the safety notices. A line is
 * named in them by its model, the key accounts and the eIFU index use too, which content keeps
 * stable. A file's address is made of what does not change while a version is listed (its line,
 * its date of issue, its file name), so a link printed or saved keeps working across compiles, also
 * once a newer file takes its place and it moves among the earlier versions.
 */
import { type Language, pathInLanguage } from '../languages';

export const eifuPrefix = '/eifu';

/** The page of one line's instructions for use in one language. */
export function eifuLinePath(model: string, lang: string): string {
  return `${eifuPrefix}/${model}/${lang}`;
}

/** The addresses a line's page in a language leads to: its Atom feed and its e-mail updates. */
export function eifuLinePaths(model: string, lang: string) {
  const page = eifuLinePath(model, lang);
  return {
    page,
    feed: `${page}/feed.atom`,
    subscribe: `${page}/subscribe`,
    confirm: `${page}/subscribe/confirm`,
    unsubscribe: `${page}/unsubscribe`,
  };
}

/** The public address of a safety notice's PDF, the same in every language. */
export function noticePdfPath(filePath: string): string {
  return `${eifuPrefix}/notices/${filePath}`;
}

export const eifuAboutPath = `${eifuPrefix}/about`;

/** The last segment of a path under content/files. */
export function fileNameOf(filePath: string): string {
  return filePath.slice(filePath.lastIndexOf('/') + 1);
}

/** `/eifu/files/<model>/<date of issue>/<file name>`. */
export function eifuFileAddress(model: string, dateOfIssue: string, filePath: string): string {
  return `${eifuPrefix}/files/${model}/${dateOfIssue}/${fileNameOf(filePath)}`;
}

/**
 * The addresses meant for everyone, search engines included: the public eIFU pages and files in
 * every language (`/eifu…`, `/<language>/eifu…`) and the label resolver (`/01/…`). Everything else
 * of the portal is gated.
 */
export function publicEifuPrefixes(languages: readonly Language[]): string[] {
  const inEachLanguage = languages.map(({ code }) => pathInLanguage(eifuPrefix, code, languages));
  return [...new Set([eifuPrefix, ...inEachLanguage, '/01/'])];
}

/** Whether a request's address (its query aside) is one of the public eIFU addresses. */
export function isPublicEifuAddress(url: string, languages: readonly Language[]): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return publicEifuPrefixes(languages).some((prefix) =>
    prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );
}

/** The GS1 Digital Link address of a device: its GTIN in 14 digits under /01/. */
export function digitalLinkPath(gtin14: string): string {
  return `/01/${gtin14}`;
}
