/**
 * A page named fully, for links and headings seen out of their place: its title, then the titles
 * of the pages it sits under, e.g. "Quick Tips – Pharmacy". Two pages of a line may share a title
 * (each group has its Quick Tips); their trails tell them apart.
 */
import { breadcrumbs } from '../../../engine/shared/routes/breadcrumbs';
import type { CompiledProductLine } from '../../../engine/shared/types';

export function fullPageName(product: CompiledProductLine, path: string): string {
  // The first crumb is the line's home, the same for every page, so it tells nothing apart.
  return breadcrumbs(product, path)
    .slice(1)
    .map((crumb) => crumb.label)
    .reverse()
    .join(' – ');
}
