/**
 * Documents people confirm having read and understood. A download or secure download needs it when
 * its own `acknowledge` says so, or else when a page of a kind that the line's `acknowledge` names
 * lists it. Such a document needs a `version` (what a person confirms), a `dateUpdated` and a `key`
 * (what confirmations are kept under from one version to the next); the compiler refuses one
 * without, and writes the line's list of them, each once, at its current version.
 */
import { deliveredFileHref } from '../../shared/documents/links';
import { type RouteDef, walkRoutes } from '../../shared/routes/route-tree';
import type { AcknowledgedDocument, CompiledProduct, Document, DocumentOf, ProductLine } from '../../shared/types';
import type { ContentError } from '../validation/content-error';
import { nodesWithPointers } from './route-index';

type FileDocument = DocumentOf<'download'> | DocumentOf<'secure-download'>;

const isFileDocument = (document: Document): document is FileDocument =>
  document.type === 'download' || document.type === 'secure-download';

/** The names of the sections that pages of an acknowledged kind show (hidden pages too: they may be shown again). */
export function sectionsAcknowledgedByKind(product: ProductLine): Set<string> {
  const kinds = new Set<string>(product.acknowledge?.pageKinds ?? []);
  const names = new Set<string>();
  for (const [node] of nodesWithPointers(product.routes))
    if (node.kind && kinds.has(node.kind) && node.meta.sectionName) names.add(node.meta.sectionName);
  return names;
}

/** A page kind the line's `acknowledge` names that none of its pages has acknowledges nothing: said as a warning. */
export function unusedAcknowledgedKinds(product: ProductLine, file: string): ContentError[] {
  const kinds = new Set([...nodesWithPointers(product.routes)].map(([node]) => node.kind));
  return (product.acknowledge?.pageKinds ?? []).flatMap((kind, i) =>
    kinds.has(kind)
      ? []
      : [
          {
            severity: 'warning' as const,
            file,
            pointer: `/acknowledge/pageKinds/${i}`,
            message: `no page of ${product.pathPrefix} is of kind "${kind}", so this acknowledges no document`,
          },
        ],
  );
}

/** Whether people are asked to confirm this document; `byKind`: a page of an acknowledged kind lists it. */
function needsAcknowledgement(document: Document, byKind: boolean): document is FileDocument {
  return isFileDocument(document) && (document.acknowledge ?? byKind);
}

/** A key made from a document's name, offered when it has none: lower case, words joined by hyphens. */
function keyFromName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  return words?.join('-').slice(0, 60).replace(/-$/, '') || 'document';
}

/** Where the first shown document of each key is, so a second with another file or version is refused. */
export type AcknowledgedKeys = Map<string, { file: string; pointer: string; version?: string; href: string }>;

interface Place {
  file: string;
  pointer: string;
  /** The line's address, to name it in messages. */
  pathPrefix: string;
  errors: ContentError[];
  /** Present for a document that is shown: its key is then checked against the line's others. */
  keys?: AcknowledgedKeys;
}

/** What a document that needs acknowledgement lacks, each said with what to write. */
export function checkAcknowledged(document: Document, byKind: boolean, at: Place): void {
  if (!needsAcknowledgement(document, byKind)) return;
  const why =
    document.acknowledge === true
      ? 'needs acknowledgement ("acknowledge": true)'
      : `needs acknowledgement (product.json's "acknowledge" names the kind of a page of ${at.pathPrefix} that lists it)`;
  const pointer = document.acknowledge === true ? `${at.pointer}/acknowledge` : at.pointer;
  const lacks = (field: string, fix: string) =>
    at.errors.push({ file: at.file, pointer, message: `this document ${why}, so it must have a ${field}; ${fix}` });
  if (document.version === undefined)
    lacks('"version"', 'add the version of its current file, which people confirm, e.g. "version": "1.0"');
  if (document.dateUpdated === undefined)
    lacks('"dateUpdated"', 'add the day its current version was published, e.g. "dateUpdated": "2025-07-08"');
  if (document.key === undefined)
    lacks(
      '"key"',
      `add a name that stays the same from version to version, e.g. "key": "${keyFromName(document.name)}"`,
    );
  if (document.key === undefined || !at.keys) return;
  const href = deliveredFileHref(document);
  const other = at.keys.get(document.key);
  if (!other) {
    at.keys.set(document.key, {
      file: at.file,
      pointer: at.pointer,
      href,
      ...(document.version === undefined ? {} : { version: document.version }),
    });
    return;
  }
  // The same document may be listed on several pages; another file or version under its key is another document.
  if (other.href !== href || other.version !== document.version)
    at.errors.push({
      file: at.file,
      pointer: `${at.pointer}/key`,
      message: `key "${document.key}" is already the key of another document of ${at.pathPrefix} (${other.file} ${other.pointer}), with another file or version; give each document its own key`,
    });
}

/** The route's section, when it is a page that lists documents (not a route that only forwards). */
function sectionOf(compiled: CompiledProduct, route: RouteDef) {
  const name = route.meta.sectionName;
  if (route.redirectTo || !name || !Object.hasOwn(compiled.sections, name)) return undefined;
  return { name, section: compiled.sections[name] };
}

/**
 * The line's documents that need acknowledgement, each once (by key), in the order of its pages,
 * shown and clickable, with their current version; `byKind` are the sections of acknowledged kinds.
 */
export function acknowledgedDocumentsOf(compiled: CompiledProduct, byKind: Set<string>): AcknowledgedDocument[] {
  const listed = new Map<string, AcknowledgedDocument>();
  for (const route of walkRoutes(compiled.product.routes)) {
    const found = sectionOf(compiled, route);
    if (!found?.section) continue;
    for (const document of found.section.documents) {
      if (!needsAcknowledgement(document, byKind.has(found.name)) || document.disabled || document.hidden) continue;
      const { key, version, dateUpdated } = document;
      // Without these the compile has failed already.
      if (key === undefined || version === undefined || dateUpdated === undefined || listed.has(key)) continue;
      listed.set(key, {
        document: key,
        name: document.name,
        version,
        date: dateUpdated,
        href: deliveredFileHref(document),
        page: { path: route.path, title: route.meta.title },
        ...(found.section.lang === undefined ? {} : { lang: found.section.lang }),
      });
    }
  }
  return [...listed.values()];
}
