/**
 * withDocumentName, applied by the document dispatcher before a row is rendered: a link row
 * (download, secure-download, training, route, external, external-direct) with a missing or blank
 * name gets the last segment of its file path, address or route as its name ("Untitled document"
 * when it has none), and a "Document name not found" warning is logged, so the row never shows an
 * empty link. The schema requires the name; this covers manifests edited by hand or compiled by an
 * older compiler. Named rows and text rows are returned unchanged.
 */
import type { Document, DocumentType } from '../types';

const linkTypes: ReadonlySet<DocumentType> = new Set<DocumentType>([
  'download',
  'secure-download',
  'training',
  'route',
  'external',
  'external-direct',
]);

/** Where a link row leads (its file path, address or route name); undefined for a row that is not a link. */
export function linkTargetOf(document: Document): string | undefined {
  if (!linkTypes.has(document.type)) return undefined;
  const link = document as Document & { filePath?: string; path?: string; url?: string; to?: string };
  return link.filePath ?? link.path ?? link.url ?? link.to ?? '';
}

export function withDocumentName(document: Document): Document {
  const target = linkTargetOf(document);
  if (target === undefined) return document;
  if (document.name?.trim()) return document;
  const fallback = target.split('/').filter(Boolean).pop() ?? 'Untitled document';
  console.warn(`Document name not found: a "${document.type}" row for "${target}" is shown as "${fallback}"`);
  return { ...document, name: fallback };
}
