/**
 * Link rows need a name to say what they open. The schema requires one, but a manifest from an
 * older compiler or edited by hand may lack it: then the spec's console message is logged and the
 * row names its file or address instead of showing an empty link.
 */
import type { Document } from '../types';

const linkTypes = new Set(['download', 'secure-download', 'training', 'route', 'external', 'external-direct']);

export function withDocumentName(document: Document): Document {
  if (!linkTypes.has(document.type)) return document;
  const named = document as Document & { name?: string; filePath?: string; path?: string; url?: string; to?: string };
  if (named.name?.trim()) return document;
  const target = named.filePath ?? named.path ?? named.url ?? named.to ?? '';
  const fallback = target.split('/').filter(Boolean).pop() ?? 'Untitled document';
  console.warn(`Document name not found: a "${document.type}" row for "${target}" is shown as "${fallback}"`);
  return { ...named, name: fallback } as Document;
}
