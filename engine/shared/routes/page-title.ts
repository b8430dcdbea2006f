/**
 * A page named fully: the page, then the sections it sits in, most specific first, so two pages of
 * the same title ("Quick Tips" for clinicians and for pharmacy) read apart while the page's own
 * name comes first. The browser tab adds the product line, so the homes of different lines differ too.
 */
import type { CompiledProductLine } from '../types';
import { breadcrumbs } from './breadcrumbs';

const titleSeparator = ' – ';

/** The page's title and those of the pages it sits under, e.g. "Quick Tips – Pharmacy"; empty for the line's home. */
export function fullPageName(product: CompiledProductLine, path: string): string {
  // The first crumb is the line's home, the same for every page, so it tells nothing apart.
  return breadcrumbs(product, path)
    .slice(1)
    .map((crumb) => crumb.label)
    .reverse()
    .join(titleSeparator);
}

/**
 * The name for the browser tab and window lists: the page named fully, then the product line. `home`
 * names the line's home in the page's language (the site texts' `chrome.home`).
 */
export function pageTitle(product: CompiledProductLine, path: string, home?: string): string {
  // Home is every page's first crumb: it names the home page only.
  const name = fullPageName(product, path) || home || breadcrumbs(product, path)[0]?.label;
  return [name, product.title].filter((part) => part !== undefined).join(titleSeparator);
}
