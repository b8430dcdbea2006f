/**
 * A product line's What's new list, computed from the compiled product rather than written by
 * hand: every dated, available document of the pages the line shows, newest first, each with the
 * page it is on.
 */
import { type RouteDef, walkRoutes } from '../routes/route-tree';
import type { CompiledProduct, Document } from '../types';
import { linkTargetOf } from './document-name';

export interface WhatsNewEntry {
  /** What the document opens; one entry per target, so it identifies the entry. */
  key: string;
  document: Document;
  /** The document's dateUpdated (YYYY-MM-DD). */
  date: string;
  page: { path: string; title: string };
}

/** The page kind of the What's new page, which the compiler adds to every line. */
export const whatsNewKind = 'whats-new';

/** The line's What's new page, or undefined when its maintainer hid it. */
export function whatsNewRoute(compiled: CompiledProduct): RouteDef | undefined {
  for (const route of walkRoutes(compiled.product.routes)) if (route.kind === whatsNewKind) return route;
  return undefined;
}

export function whatsNewOf(compiled: CompiledProduct): WhatsNewEntry[] {
  const byTarget = new Map<string, WhatsNewEntry>();
  for (const route of walkRoutes(compiled.product.routes)) {
    const name = route.meta.sectionName;
    const section = name && Object.hasOwn(compiled.sections, name) ? compiled.sections[name] : undefined;
    if (route.redirectTo || !section) continue;
    for (const document of section.documents) {
      // One entry per file or address, so a sheet listed on several pages is listed once; rows that
      // are not links (headings, text, spacers) open nothing and are never listed.
      const link = linkTargetOf(document);
      const date = document.dateUpdated;
      if (link === undefined || !date || document.hidden || document.disabled) continue;
      const target = `${document.type}:${link}`;
      // Listed on several pages: the newest date wins, then the first page in route order.
      const listed = byTarget.get(target);
      if (listed && listed.date >= date) continue;
      byTarget.set(target, { key: target, document, date, page: { path: route.path, title: route.meta.title } });
    }
  }
  // ISO dates sort as strings; sort is stable, so a day's entries keep the order of the pages.
  return [...byTarget.values()].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
