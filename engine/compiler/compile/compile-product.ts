/**
 * Compiles one product line: resolves the sections its routes use (model first,
 * then brand level), checks every document's references, fills file sizes,
 * sanitises raw HTML and records each deliverable file in the file index. Hidden
 * documents are checked but left out, as hidden routes are.
 */
import { assertNever } from '../../shared/assert-never';
import { type ContentTree, lookupSection } from '../../shared/content/lookup';
import { isVideoFile, trainingPrefix } from '../../shared/documents/links';
import type { CompiledProduct, Document, FileIndex, FileKind, RouteNode, SectionResource } from '../../shared/types';
import { emptyFileIndex } from '../files/file-index';
import type { ContentError } from '../validation/content-error';
import { closest, withSuggestion } from '../validation/suggest';
import {
  type AcknowledgedKeys,
  acknowledgedDocumentsOf,
  checkAcknowledged,
  sectionsAcknowledgedByKind,
  unusedAcknowledgedKinds,
} from './acknowledgements';
import type { ContentFiles, LoadedContent, LoadedProduct } from './content-source';
import { contentTypeOf } from './content-types';
import { imageSizesOf, sectionImages } from './image-sizes';
import { checkImage, folderOf, missingFileError } from './missing-file';
import { compileNotices } from './notices';
import { compileProductLine, noFileSizes } from './resolve-product';
import {
  checkProductReferences,
  indexRoutes,
  nodesWithPointers,
  type RouteIndex,
  routeNameProblem,
} from './route-index';
import { sanitizeRawHtmlReporting } from './sanitize';
import { withWhatsNewRoute } from './whats-new-route';

export function contentTreeOf(content: LoadedContent): ContentTree {
  const tree: ContentTree = { brands: {}, models: {} };
  for (const [brand, sections] of Object.entries(content.brandSections)) {
    tree.brands[brand] = { sections: Object.fromEntries(Object.entries(sections).map(([k, v]) => [k, v.section])) };
  }
  for (const line of content.products) {
    const sections = Object.fromEntries(Object.entries(line.sections).map(([k, v]) => [k, v.section]));
    tree.models[line.product.model] = { brand: line.product.brand, sections };
  }
  return tree;
}

/** Which loaded file a resolved section came from, for error messages. */
function sourceFileOf(content: LoadedContent, line: LoadedProduct, name: string): string {
  return line.sections[name]?.file ?? content.brandSections[line.product.brand]?.[name]?.file ?? '';
}

/** Names of every section a line can use: its own and its brand's. */
function sectionNamesOf(content: LoadedContent, line: LoadedProduct): string[] {
  return [...Object.keys(line.sections), ...Object.keys(content.brandSections[line.product.brand] ?? {})];
}

export interface Problems {
  errors: ContentError[];
  /** What compiles but will not show as written. */
  warnings: ContentError[];
}

function addFile(index: FileIndex, kind: FileKind, key: string, source: string, model: string) {
  const existing = index[kind][key];
  const contentType = contentTypeOf(source) ?? 'application/octet-stream';
  if (!existing) index[kind][key] = { models: [model], kind, source, contentType };
  else if (!existing.models.includes(model)) existing.models.push(model);
}

export function compileProduct(
  content: LoadedContent,
  line: LoadedProduct,
  tree: ContentTree,
  index: FileIndex,
  files: ContentFiles,
  { errors, warnings }: Problems,
): CompiledProduct {
  // Without site.json the compile fails anyway; the page is still added so links to it check out.
  const title = content.site?.settings.whatsNew.title ?? '';
  const product = withWhatsNewRoute(line.product, title, line.file, errors);
  const routes = indexRoutes(product, line.file, errors);
  checkProductReferences(product, line.file, routes, files, errors);
  indexLocalVideos(line, index, files, errors);
  warnings.push(...unusedAcknowledgedKinds(product, line.file));
  const byKind = sectionsAcknowledgedByKind(product);

  const sections: Record<string, SectionResource> = {};
  const fileSizes = noFileSizes();
  const ctx = { line, routes, files, errors, warnings };
  const keys: AcknowledgedKeys = new Map();
  for (const { sectionName, pointer } of routes.sectionRefs) {
    if (sections[sectionName]) continue;
    const messages: string[] = [];
    const found = lookupSection(tree, product.brand, product.model, sectionName, { warn: (m) => messages.push(m) });
    if (!found) {
      const suggestion = closest(sectionName, sectionNamesOf(content, line));
      const fix = suggestion ? '' : ` (add sections/${sectionName}.json to the product line or its brand)`;
      errors.push(withSuggestion({ file: line.file, pointer }, `${messages.join('; ')}${fix}`, suggestion));
      continue;
    }
    sections[sectionName] = compileSection(found, sourceFileOf(content, line, sectionName), {
      ...ctx,
      index,
      fileSizes,
      acknowledged: { byKind: byKind.has(sectionName), keys },
    });
  }
  // A section file no page names is checked all the same (its mistakes would otherwise surface
  // only once a page names it) and reported unused; it is not written to the output.
  for (const [name, { file, section }] of Object.entries(line.sections)) {
    if (sections[name]) continue;
    warnings.push({ file, pointer: '', message: `no page of ${product.pathPrefix} names section "${name}"` });
    compileSection(section, file, {
      ...ctx,
      index: emptyFileIndex(),
      fileSizes: noFileSizes(),
      acknowledged: { byKind: byKind.has(name), keys: new Map() },
    });
  }
  const notices = compileNotices({ line, files, index, errors, warnings });
  const compiled = compileProductLine(product, sections, fileSizes);
  const acknowledgements = acknowledgedDocumentsOf(compiled, byKind);
  return {
    ...compiled,
    product: { ...compiled.product, ...(notices ? { notices } : {}) },
    ...(acknowledgements.length > 0 ? { acknowledgements } : {}),
    imageSizes: imageSizesOf(product, sections, files),
  };
}

type SectionContext = Omit<DocumentContext, 'file' | 'pointer'> & {
  /** Whether a page of an acknowledged kind shows the section, and the keys of the line's acknowledged documents. */
  acknowledged: { byKind: boolean; keys: AcknowledgedKeys };
};

function compileSection(section: SectionResource, file: string, ctx: SectionContext): SectionResource {
  // Pictures that sections name (timeline, FAQ answers, help steps) must exist like product images do.
  for (const [image, pointer] of sectionImages(section)) {
    if (image) checkImage(ctx.files, image.src, file, `${pointer}/src`, ctx.errors);
  }
  if (section.to) checkRouteName(ctx.routes, section.to, { file, pointer: '/to', line: ctx.line, errors: ctx.errors });
  return {
    ...section,
    documents: section.documents.flatMap((document, i) => {
      const at = { ...ctx, file, pointer: `/documents/${i}` };
      const { byKind, keys } = ctx.acknowledged;
      const place = { file, pointer: at.pointer, pathPrefix: ctx.line.product.pathPrefix, errors: ctx.errors };
      // A hidden document is checked too, but its key is free for the shown document that replaces it.
      checkAcknowledged(document, byKind, document.hidden ? place : { ...place, keys });
      if (!document.hidden) return [compileDocument(document, at)];
      // Checked like any other, since it may be shown again, but left out of the output: no page,
      // search or What's new lists it, and its files are delivered only if a shown document names them.
      compileDocument(document, { ...at, index: emptyFileIndex(), fileSizes: noFileSizes() });
      return [];
    }),
  };
}

interface DocumentContext {
  file: string;
  pointer: string;
  line: LoadedProduct;
  routes: RouteIndex;
  index: FileIndex;
  files: ContentFiles;
  fileSizes: CompiledProduct['fileSizes'];
  errors: ContentError[];
  warnings: ContentError[];
}

/** A link by route name must lead to a visible route of the line the section is shown in. */
function checkRouteName(
  routes: RouteIndex,
  name: string,
  ctx: Pick<DocumentContext, 'file' | 'pointer' | 'line' | 'errors'>,
) {
  const problem = routeNameProblem(routes, name);
  if (problem) {
    // A brand's section is checked once per line, each with its own routes, so the line is named.
    const message = `${ctx.line.product.pathPrefix}: ${problem.message}`;
    ctx.errors.push({ file: ctx.file, pointer: ctx.pointer, ...problem, message });
  }
}

/**
 * The size of a file a document names. `written` turns a path under the folder back into the
 * form of the field, for the suggestion of a near name.
 */
function fileBytes(
  ctx: DocumentContext,
  folder: string,
  relativePath: string,
  field: string,
  written?: (path: string) => string,
): number | undefined {
  const path = `${folder}/${relativePath}`;
  const bytes = ctx.files.fileSize(path);
  const where = { file: ctx.file, pointer: `${ctx.pointer}/${field}` };
  if (bytes === undefined) {
    ctx.errors.push(missingFileError(ctx.files, where, folder, relativePath, 'file', written));
    return undefined;
  }
  if (!contentTypeOf(path)) {
    ctx.errors.push({ ...where, message: 'this kind of file cannot be delivered; use PDF, HTML, an image or MP4' });
    return undefined;
  }
  return bytes;
}

/** A file of a download or secure download (the current one or an earlier version): checked, sized and indexed for the line. */
function addDeliverable(
  ctx: DocumentContext,
  type: 'download' | 'secure-download',
  relativePath: string,
  field: string,
) {
  const [folder, kind] = type === 'download' ? (['files', 'public'] as const) : (['secure', 'secure'] as const);
  const bytes = fileBytes(ctx, folder, relativePath, field);
  if (bytes === undefined) return;
  addFile(ctx.index, kind, relativePath, `${folder}/${relativePath}`, ctx.line.product.model);
  ctx.fileSizes[type][relativePath] = bytes;
}

/**
 * The files of a download or secure download, checked, sized and indexed for the line: the current one,
 * then its earlier versions, which are older than it, newest first, each named once and each its own file.
 */
function addVersionedFiles<F extends 'filePath' | 'path'>(
  ctx: DocumentContext,
  type: 'download' | 'secure-download',
  current: {
    version?: string;
    dateUpdated?: string;
    versions?: ({ version: string; date: string } & Record<F, string>)[];
  } & Record<F, string>,
  fileField: F,
) {
  addDeliverable(ctx, type, current[fileField], fileField);
  const versions = current.versions ?? [];
  for (const [i, version] of versions.entries())
    addDeliverable(ctx, type, version[fileField], `versions/${i}/${fileField}`);
  const seen = new Set(current.version ? [current.version] : []);
  versions.forEach((version, i) => {
    const at = (field: string) => ({ file: ctx.file, pointer: `${ctx.pointer}/versions/${i}/${field}` });
    if (version[fileField] === current[fileField])
      ctx.errors.push({ ...at(fileField), message: 'this is the current file; list only earlier versions' });
    if (seen.has(version.version))
      ctx.errors.push({ ...at('version'), message: `version "${version.version}" is listed twice` });
    seen.add(version.version);
    if (current.dateUpdated && version.date > current.dateUpdated)
      ctx.errors.push({
        ...at('date'),
        message: `${version.date} is after the current file's dateUpdated (${current.dateUpdated}); an earlier version must be older`,
      });
    const newer = versions[i - 1];
    if (newer && version.date > newer.date)
      ctx.errors.push({
        ...at('date'),
        message: `${version.date} is after the version above it (${newer.date}); list versions newest first`,
      });
  });
}

function compileDocument(document: Document, ctx: DocumentContext): Document {
  switch (document.type) {
    case 'download':
      addVersionedFiles(ctx, 'download', document, 'filePath');
      return document;
    case 'secure-download':
      addVersionedFiles(ctx, 'secure-download', document, 'path');
      return document;
    case 'training': {
      const entry = document.path.replace(/^\//, '');
      const written = (path: string) => (document.path.startsWith('/') ? `/${path}` : path);
      if (fileBytes(ctx, 'training', entry, 'path', written) !== undefined) {
        addTrainingPackage(ctx.files, ctx.index, folderOf(entry), ctx.line.product.model);
      }
      return document;
    }
    case 'route':
      checkRouteName(ctx.routes, document.to, { ...ctx, pointer: `${ctx.pointer}/to` });
      return document;
    case 'sectionHeaderRaw':
    case 'sectionTextRaw': {
      const { html, removed } = sanitizeRawHtmlReporting(document.text);
      if (removed.length > 0) {
        ctx.warnings.push({
          severity: 'warning',
          file: ctx.file,
          pointer: `${ctx.pointer}/text`,
          message: `the page will not show ${new Intl.ListFormat('en').format(removed)}: the sanitiser removes ${removed.length === 1 ? 'it' : 'them'}`,
        });
      }
      return { ...document, text: html };
    }
    case 'external':
    case 'external-direct':
    case 'sectionHeader':
    case 'sectiontext':
    case 'empty':
      return document;
    default:
      return assertNever(document);
  }
}

/** Every file of a training package's folder is deliverable, so the package's own assets load. */
function addTrainingPackage(files: ContentFiles, index: FileIndex, packageDir: string, model: string) {
  for (const path of files.filesUnder(`training/${packageDir}`)) {
    if (!contentTypeOf(path)) continue;
    const key = path.slice('training/'.length);
    addFile(index, 'training', key, path, model);
  }
}

/**
 * Video routes may show a player page or play a video file of a training package on this site; it is
 * gated like any training file, and so are the caption files of a video file.
 */
function indexLocalVideos(line: LoadedProduct, index: FileIndex, files: ContentFiles, errors: ContentError[]) {
  const model = line.product.model;
  for (const [node, here] of nodesWithPointers(line.product.routes)) {
    const at = (pointer: string) => ({ file: line.file, pointer: `${here}/meta/${pointer}` });
    checkVideoTexts(node, at, errors);
    const url = node.meta.url;
    if (!url?.startsWith(trainingPrefix) || node.hidden) continue;
    const entry = trainingEntryOf(url);
    if (files.fileSize(`training/${entry}`) !== undefined) addTrainingPackage(files, index, folderOf(entry), model);
    else errors.push(missingFileError(files, at('url'), 'training', entry, 'file', trainingAddressOf));
    node.meta.captions?.forEach(({ src }, i) => {
      const caption = trainingEntryOf(src);
      if (files.fileSize(`training/${caption}`) !== undefined)
        addFile(index, 'training', caption, `training/${caption}`, model);
      else
        errors.push(missingFileError(files, at(`captions/${i}/src`), 'training', caption, 'file', trainingAddressOf));
    });
  }
}

const trainingEntryOf = (address: string) => address.slice(`${trainingPrefix}/`.length);
const trainingAddressOf = (entry: string) => `${trainingPrefix}/${entry}`;

/** Captions belong to a video file the page plays itself, one track per language; a transcript to a video page. */
function checkVideoTexts(
  node: RouteNode,
  at: (pointer: string) => Pick<ContentError, 'file' | 'pointer'>,
  errors: ContentError[],
) {
  const { captions, transcript, url } = node.meta;
  if (node.kind !== 'video') {
    if (captions) errors.push({ ...at('captions'), message: 'only a video page (kind "video") has captions' });
    if (transcript) errors.push({ ...at('transcript'), message: 'only a video page (kind "video") has a transcript' });
    return;
  }
  if (!captions) return;
  if (!(url && isVideoFile(url)))
    errors.push({
      ...at('captions'),
      message: "captions play with a video file of this site (a url ending in .mp4); a host's player shows its own",
    });
  const seen = new Set<string>();
  captions.forEach(({ lang }, i) => {
    if (seen.has(lang)) errors.push({ ...at(`captions/${i}/lang`), message: `captions in "${lang}" are listed twice` });
    seen.add(lang);
  });
}
