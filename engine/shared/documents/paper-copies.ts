/**
 * Which documents a paper copy can be asked for: the shown, clickable downloads, secure downloads
 * and external instructions (the eIFU site) of the product line's instructions-for-use pages.
 * The page lists them in its form and the server accepts only these, by the same key.
 */
import { walkRoutes } from '../routes/route-tree';
import type { CompiledProduct, Document, DocumentOf, SectionResource } from '../types';

type PrintableDocument = DocumentOf<'download'> | DocumentOf<'secure-download'> | DocumentOf<'external'>;

export interface PaperCopyDocument {
  /** What the form sends: `<type>:<file path or address>`. */
  key: string;
  name: string;
  /** The file path (`filePath` or `path`) or the address (`url`) as the manifest gives it. */
  path: string;
  version?: string;
}

function isPrintable(document: Document): document is PrintableDocument {
  const printable = document.type === 'download' || document.type === 'secure-download' || document.type === 'external';
  return printable && !document.hidden && !document.disabled;
}

function pathOf(document: PrintableDocument): string {
  if (document.type === 'download') return document.filePath;
  if (document.type === 'secure-download') return document.path;
  return document.url;
}

/** The documents of one instructions-for-use page, in the order it shows them. */
export function paperCopyDocumentsOf(section: SectionResource | undefined): PaperCopyDocument[] {
  return (section?.documents ?? []).filter(isPrintable).map((document) => {
    const path = pathOf(document);
    const version = 'version' in document ? document.version : undefined;
    return { key: `${document.type}:${path}`, name: document.name, path, ...(version ? { version } : {}) };
  });
}

/** The document behind a key, when one of the line's instructions-for-use pages shows it. */
export function findPaperCopyDocument(compiled: CompiledProduct, key: string): PaperCopyDocument | undefined {
  for (const route of walkRoutes(compiled.product.routes)) {
    const name = route.meta.sectionName;
    if (route.kind !== 'instructions-for-use' || !name || !Object.hasOwn(compiled.sections, name)) continue;
    const found = paperCopyDocumentsOf(compiled.sections[name]).find((document) => document.key === key);
    if (found) return found;
  }
  return undefined;
}
