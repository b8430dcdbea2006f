/**
 * What search finds in one product line: every visible page (its title and the words of its
 * section) and every document shown on it (name, text and, for PDFs, the words inside the file).
 * Built when content is compiled; the server indexes it and answers only permitted lines.
 */
import { downloadHref, secureDownloadHref, trainingHref } from '../documents/links';
import { walkRoutes } from '../routes/route-tree';
import type { CompiledProduct, Document, SearchEntry, SectionResource } from '../types';

/** Text inside a delivered file, by its path in the content folder (`files/…`, `secure/…`). */
export type FileText = (contentPath: string) => string | undefined;

/** Fields that hold addresses, file names or layout, not words a reader would search for. */
const notWords = new Set(['documents', 'src', 'filePath', 'path', 'url', 'icon', 'iconSize', 'image', 'type', 'to']);

/** Every string of a section except its documents and addresses: messages, FAQ answers, phases, help steps. */
export function wordsOfSection(section: SectionResource): string {
  const words: string[] = [];
  const collect = (value: unknown, key: string) => {
    if (notWords.has(key)) return;
    if (typeof value === 'string') words.push(value);
    else if (Array.isArray(value)) for (const item of value) collect(item, '');
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, k);
  };
  collect(section, '');
  return words.join('\n');
}

interface Found {
  href?: string;
  contentPath?: string;
}

/** Where a document leads when picked in the results; documents with no address of their own lead to their page. */
function targetOf(document: Document): Found | undefined {
  switch (document.type) {
    case 'download':
      return { href: downloadHref(document), contentPath: `files/${document.filePath}` };
    case 'secure-download':
      return { href: secureDownloadHref(document.path), contentPath: `secure/${document.path}` };
    case 'training':
      return { href: trainingHref(document) };
    // A link to another page of the line: that page is found itself.
    case 'route':
      return undefined;
    case 'external':
    case 'external-direct':
      return {};
    default:
      return undefined;
  }
}

/** `{ lang }` when the language is known: the compiler writes it on every product and fallback section. */
const langOf = (lang: string | undefined) => (lang === undefined ? {} : { lang });

export function searchEntriesOf(compiled: CompiledProduct, fileText: FileText): SearchEntry[] {
  const entries: SearchEntry[] = [];
  const lineLang = compiled.product.contentLang ?? compiled.product.lang;
  const seenDocuments = new Set<string>();
  for (const route of walkRoutes(compiled.product.routes)) {
    if (route.redirectTo) continue;
    const name = route.meta.sectionName;
    const section = name && Object.hasOwn(compiled.sections, name) ? compiled.sections[name] : undefined;
    const page = { pagePath: route.path, pageTitle: route.meta.title };
    // A page's words are mostly its section's; an untranslated section is in the default language.
    const sectionLang = section ? (section.lang ?? compiled.product.lang) : lineLang;
    entries.push({
      id: `page:${route.path}`,
      kind: 'page',
      title: route.meta.title,
      text: section ? wordsOfSection(section) : '',
      ...page,
      ...langOf(sectionLang),
    });
    for (const document of section?.documents ?? []) {
      const title = document.name;
      const target = targetOf(document);
      if (!title || !target || document.hidden) continue;
      // A sheet listed on several pages is one result, on the first page that lists it.
      const key = target.href ?? `${route.path}#${title}`;
      if (seenDocuments.has(key)) continue;
      seenDocuments.add(key);
      const inside = target.contentPath?.toLowerCase().endsWith('.pdf') ? fileText(target.contentPath) : undefined;
      entries.push({
        id: `document:${key}`,
        kind: 'document',
        title,
        text: [document.text, inside].filter(Boolean).join('\n'),
        ...page,
        ...(target.href ? { href: target.href } : {}),
        ...(document.dateUpdated ? { dateUpdated: document.dateUpdated } : {}),
        // A translated row that keeps the original's file is found by that file's words.
        ...langOf(('fileLang' in document && document.fileLang) || sectionLang),
      });
    }
  }
  return entries;
}
