/**
 * The address's first segment when it has a language code's form, without knowing the site's
 * languages: what the browser can tell of a page's language before the site settings arrive. A file
 * of its own, so the login page's script carries it without the rest of languages.ts.
 */
export function languagePrefixOf(path: string): string | undefined {
  return /^\/([a-z]{2,3})(?=\/|$)/.exec(path)?.[1];
}
