/**
 * The dated versions of a line's regulatory instructions for use in a language: what the feeds
 * and the daily digest announce besides notices. Until the compiled public IFU index
 * (build/content/eifu.json) exists, this reads the downloads of the line's instructions-for-use
 * pages (their current and earlier versions' dates), and names nothing but their name, version
 * and date: no file address, since these files are gated until content marks them public.
 * The merge points this one function at the public IFU index.
 */
import { walkRoutes } from '../../engine/shared/routes/route-tree';
import { type CompiledContent, contentIn } from '../content/compiled-content';

export interface IfuRevision {
  /** Stable across builds: the document's file and its version (or date). */
  key: string;
  name: string;
  version?: string;
  /** YYYY-MM-DD. */
  date: string;
}

export function ifuRevisionsOf(content: CompiledContent, model: string, lang: string): IfuRevision[] {
  const line = contentIn(content, lang).products.get(model)?.compiled;
  if (!line) return [];
  const revisions = new Map<string, IfuRevision>();
  for (const route of walkRoutes(line.product.routes)) {
    const name = route.meta.sectionName;
    if (route.kind !== 'instructions-for-use' || !name || !Object.hasOwn(line.sections, name)) continue;
    for (const document of line.sections[name]?.documents ?? []) {
      if (document.type !== 'download' || document.hidden || document.disabled || !document.dateUpdated) continue;
      const edition = document.version ?? document.dateUpdated;
      const key = `${document.filePath}@${edition}`;
      revisions.set(key, {
        key,
        name: document.name,
        ...(document.version ? { version: document.version } : {}),
        date: document.dateUpdated,
      });
    }
  }
  return [...revisions.values()];
}
