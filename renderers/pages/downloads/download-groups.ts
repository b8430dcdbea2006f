/**
 * The Downloads to Print rows grouped by the numbered section of the portal they belong to (Using
 * the Pump, Pharmacy, …), so a long list reads as the portal is laid out.
 */
import type { DownloadRow } from '../../../engine/shared/documents/downloads';
import { breadcrumbs } from '../../../engine/shared/routes/breadcrumbs';
import { walkRoutes } from '../../../engine/shared/routes/route-tree';
import type { CompiledProduct } from '../../../engine/shared/types';

export interface DownloadGroup {
  heading: string;
  rows: DownloadRow[];
}

/** Groups come in the order of their first row, and rows keep the order downloadsOf gives them. */
export function downloadGroups(compiled: CompiledProduct, rows: DownloadRow[]): DownloadGroup[] {
  const headingOfFile = new Map<string, string>();
  for (const [name, section] of Object.entries(compiled.sections)) {
    const heading = sectionHeading(compiled, name);
    for (const document of section.documents) {
      if (document.type !== 'download' || document.hidden || headingOfFile.has(document.filePath)) continue;
      headingOfFile.set(document.filePath, heading);
    }
  }
  const groups = new Map<string, DownloadGroup>();
  for (const row of rows) {
    const heading = headingOfFile.get(row.filePath) ?? '';
    const group = groups.get(heading) ?? { heading, rows: [] };
    group.rows.push(row);
    groups.set(heading, group);
  }
  return [...groups.values()];
}

/** The title of the top-level page above the first page showing the section, or the section's own name. */
function sectionHeading(compiled: CompiledProduct, sectionName: string): string {
  for (const route of walkRoutes(compiled.product.routes)) {
    if (route.meta.sectionName !== sectionName || route.redirectTo) continue;
    // The first crumb is the line's home; the next is the numbered section the page sits in.
    const top = breadcrumbs(compiled.product, route.path)[1];
    if (top) return top.label;
  }
  return sectionName;
}

/** Whether a row matches what the reader typed: its name holds it, ignoring case and outer spaces. */
export function rowMatches(row: DownloadRow, query: string): boolean {
  return row.name.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());
}
