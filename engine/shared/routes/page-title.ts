/**
 * A page's name for the browser tab and window lists: the page, the sections it sits in, then the
 * product line, most specific first, so two pages of the same title ("Quick Tips" for clinicians
 * and for pharmacy) and the homes of different lines read apart while the page's own name comes first.
 */
import type { CompiledProductLine } from '../types';
import { breadcrumbs } from './breadcrumbs';

export const titleSeparator = ' – ';

export function pageTitle(product: CompiledProductLine, path: string): string {
  const crumbs = breadcrumbs(product, path);
  // Home is every page's first crumb: it names the home page only.
  const named = crumbs.length > 1 ? crumbs.slice(1) : crumbs;
  return [...named.map((crumb) => crumb.label).reverse(), product.title].join(titleSeparator);
}
