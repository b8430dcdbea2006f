/**
 * A translation must have its original's shape, so menus and lists keep it in every language and
 * rows pair by position: the same line identity, map keys, routes and menus, and the same document
 * types in the same order. Texts, files, dates and video addresses may differ.
 */
import type { ProductLine, RouteNode, SectionResource } from '../../shared/types';
import type { ContentError } from '../validation/content-error';
import type { LoadedContent, LoadedSection } from './content-source';

type Report = (pointer: string, message: string) => void;

function same(report: Report, pointer: string, what: string, original: unknown, translated: unknown) {
  if (original === translated) return;
  const shown = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));
  report(pointer, `${what} must be as in the original: ${shown(original)}, not ${shown(translated)}`);
}

/** Compares two lists item by item; a length that differs is one problem, at the list. */
function sameLength(report: Report, pointer: string, what: string, original: unknown[], translated: unknown[]) {
  if (original.length === translated.length) return true;
  report(
    pointer,
    `the original has ${original.length} ${what}, this translation ${translated.length}: keep them all, in the same order`,
  );
  return false;
}

function compareRoutes(report: Report, pointer: string, original: RouteNode[], translated: RouteNode[]) {
  if (!sameLength(report, pointer, 'routes', original, translated)) return;
  original.forEach((route, i) => {
    const other = translated[i] as RouteNode;
    const at = `${pointer}/${i}`;
    for (const field of ['path', 'name', 'kind', 'redirect', 'hidden'] as const)
      same(report, `${at}/${field}`, field, route[field], other[field]);
    same(report, `${at}/meta/sectionName`, 'meta.sectionName', route.meta.sectionName, other.meta.sectionName);
    const items = route.meta.menuItems ?? [];
    const otherItems = other.meta.menuItems ?? [];
    if (sameLength(report, `${at}/meta/menuItems`, 'menu items', items, otherItems))
      items.forEach((item, j) => {
        same(report, `${at}/meta/menuItems/${j}/route`, 'route', item.route, otherItems[j]?.route);
      });
    compareRoutes(report, `${at}/children`, route.children ?? [], other.children ?? []);
  });
}

export function compareProductShape(original: ProductLine, translated: ProductLine, file: string): ContentError[] {
  const errors: ContentError[] = [];
  const report: Report = (pointer, message) => errors.push({ file, pointer, message });
  for (const field of ['brand', 'model', 'pathPrefix', 'homePath'] as const)
    same(report, `/${field}`, field, original[field], translated[field]);
  if (sameLength(report, '/map', 'map sections', original.map, translated.map))
    original.map.forEach((section, i) => {
      const other = translated.map[i];
      if (!other) return;
      for (const field of ['key', 'route', 'hidden'] as const)
        same(report, `/map/${i}/${field}`, field, section[field], other[field]);
      if (sameLength(report, `/map/${i}/subPages`, 'sub-pages', section.subPages, other.subPages))
        section.subPages.forEach((page, j) => {
          for (const field of ['key', 'path', 'hidden'] as const)
            same(report, `/map/${i}/subPages/${j}/${field}`, field, page[field], other.subPages[j]?.[field]);
        });
    });
  compareRoutes(report, '/routes', original.routes, translated.routes);
  return errors;
}

export function compareSectionShape(
  original: SectionResource,
  translated: SectionResource,
  file: string,
): ContentError[] {
  const errors: ContentError[] = [];
  const report: Report = (pointer, message) => errors.push({ file, pointer, message });
  same(report, '/to', 'to', original.to, translated.to);
  if (sameLength(report, '/documents', 'documents', original.documents, translated.documents))
    original.documents.forEach((document, i) => {
      const other = translated.documents[i];
      same(report, `/documents/${i}/type`, 'the document type', document.type, other?.type);
      same(report, `/documents/${i}/hidden`, 'hidden', document.hidden, other?.hidden);
      if (document.type === 'route' && other?.type === 'route')
        same(report, `/documents/${i}/to`, 'to', document.to, other.to);
    });
  return errors;
}

/** Arrays of site texts (footer links) pair by position, so a translation has no more items than its original. */
export function compareSiteShape(original: unknown, translated: unknown, file: string, pointer = ''): ContentError[] {
  if (Array.isArray(original) && Array.isArray(translated)) {
    if (translated.length > original.length)
      return [
        {
          file,
          pointer,
          message: `the original has ${original.length} items here, this translation ${translated.length}: items are translated by position`,
        },
      ];
    return translated.flatMap((item, i) => compareSiteShape(original[i], item, file, `${pointer}/${i}`));
  }
  if (original && translated && typeof original === 'object' && typeof translated === 'object')
    return Object.entries(translated).flatMap(([key, value]) =>
      compareSiteShape((original as Record<string, unknown>)[key], value, file, `${pointer}/${key}`),
    );
  return [];
}

/** Fields the compiler writes: an original or a translation that sets one by hand is refused. */
export function checkCompilerFields(content: LoadedContent, errors: ContentError[]) {
  const sections: LoadedSection[] = [
    ...content.products.flatMap((line) => Object.values(line.sections)),
    ...Object.values(content.brandSections).flatMap((sections) => Object.values(sections)),
    ...(content.translations ?? []).flatMap((t) =>
      [...Object.values(t.productSections), ...Object.values(t.brandSections)].flatMap((byName) =>
        Object.values(byName).map(({ file, value }) => ({ file, section: value })),
      ),
    ),
  ];
  const written = 'is written by the content compiler; remove it';
  for (const { file, section } of sections) {
    if (section.lang !== undefined) errors.push({ file, pointer: '/lang', message: `lang ${written}` });
    section.documents.forEach((document, i) => {
      for (const field of ['otherLanguages', 'fileLang'] as const)
        if (field in document)
          errors.push({ file, pointer: `/documents/${i}/${field}`, message: `${field} ${written}` });
    });
  }
}
