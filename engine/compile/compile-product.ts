/**
 * Compiles one product line: resolves the sections its routes use (model first,
 * then brand level), checks every document's references, fills file sizes,
 * sanitises raw HTML and records each deliverable file in the file index.
 */
import { assertNever } from '../assert-never';
import { type ContentTree, lookupSection } from '../content/lookup';
import { trainingPrefix } from '../documents/links';
import type { CompiledProduct, Document, FileIndex, FileKind, RouteNode, SectionResource } from '../types';
import type { ContentError } from '../validation/format-errors';
import type { ContentFiles, LoadedContent, LoadedProduct } from './content-source';
import { contentTypeOf } from './content-types';
import { compileProductLine } from './resolve-product';
import { checkImage, checkProductReferences, indexRoutes, type RouteIndex, routeNameProblem } from './route-index';
import { sanitizeRawHtml } from './sanitize';

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

function addFile(index: FileIndex, kind: FileKind, key: string, source: string, model: string) {
  const existing = index[kind][key];
  if (existing) {
    if (!existing.models.includes(model)) existing.models.push(model);
    return;
  }
  index[kind][key] = {
    models: [model],
    kind,
    source,
    contentType: contentTypeOf(source) ?? 'application/octet-stream',
  };
}

export function compileProduct(
  content: LoadedContent,
  line: LoadedProduct,
  tree: ContentTree,
  index: FileIndex,
  files: ContentFiles,
  errors: ContentError[],
): CompiledProduct {
  const { product } = line;
  const routes = indexRoutes(product, line.file, errors);
  checkProductReferences(product, line.file, routes, files, errors);
  indexLocalVideos(line, index, files, errors);

  const sections: Record<string, SectionResource> = {};
  const fileSizes: CompiledProduct['fileSizes'] = { download: {}, 'secure-download': {} };
  for (const { sectionName, pointer } of routes.sectionRefs) {
    if (sections[sectionName]) continue;
    const messages: string[] = [];
    const found = lookupSection(tree, product.brand, product.model, sectionName, { warn: (m) => messages.push(m) });
    if (!found) {
      errors.push({
        file: line.file,
        pointer,
        message: `${messages.join('; ')} (add sections/${sectionName}.json to the product line or its brand)`,
      });
      continue;
    }
    const file = sourceFileOf(content, line, sectionName);
    checkSectionImages(found, file, files, errors);
    sections[sectionName] = {
      ...found,
      documents: found.documents.map((document, i) =>
        compileDocument(document, {
          file,
          pointer: `/documents/${i}`,
          line,
          routes,
          index,
          files,
          fileSizes,
          errors,
        }),
      ),
    };
  }
  return compileProductLine(product, sections, fileSizes);
}

/** Pictures that sections name (timeline, FAQ answers, help steps) must exist like product images do. */
function checkSectionImages(section: SectionResource, file: string, files: ContentFiles, errors: ContentError[]) {
  const images: [string | undefined, string][] = [
    [section.image?.src, '/image/src'],
    ...(section.faq ?? []).map((item, i): [string | undefined, string] => [item.image?.src, `/faq/${i}/image/src`]),
    ...(section.help?.steps ?? []).map((step, i): [string | undefined, string] => [
      step.image?.src,
      `/help/steps/${i}/image/src`,
    ]),
  ];
  for (const [src, pointer] of images) {
    if (src) checkImage(files, src, file, pointer, errors);
  }
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
}

function fileBytes(ctx: DocumentContext, folder: string, relativePath: string, field: string): number | undefined {
  const path = `${folder}/${relativePath}`;
  const bytes = ctx.files.fileSize(path);
  if (bytes === undefined) {
    ctx.errors.push({
      file: ctx.file,
      pointer: `${ctx.pointer}/${field}`,
      message: `file content/${folder}/${relativePath} does not exist`,
    });
    return undefined;
  }
  if (!contentTypeOf(path)) {
    ctx.errors.push({
      file: ctx.file,
      pointer: `${ctx.pointer}/${field}`,
      message: 'this kind of file cannot be delivered; use PDF, HTML, an image or MP4',
    });
    return undefined;
  }
  return bytes;
}

function compileDocument(document: Document, ctx: DocumentContext): Document {
  const model = ctx.line.product.model;
  switch (document.type) {
    case 'download': {
      const bytes = fileBytes(ctx, 'files', document.filePath, 'filePath');
      if (bytes !== undefined) {
        addFile(ctx.index, 'public', document.filePath, `files/${document.filePath}`, model);
        ctx.fileSizes.download[document.filePath] = bytes;
      }
      return document;
    }
    case 'secure-download': {
      const bytes = fileBytes(ctx, 'secure', document.path, 'path');
      if (bytes !== undefined) {
        addFile(ctx.index, 'secure', document.path, `secure/${document.path}`, model);
        ctx.fileSizes['secure-download'][document.path] = bytes;
      }
      return document;
    }
    case 'training': {
      const entry = document.path.replace(/^\//, '');
      if (fileBytes(ctx, 'training', entry, 'path') !== undefined) {
        addTrainingPackage(ctx.files, ctx.index, folderOf(entry), model);
      }
      return document;
    }
    case 'route': {
      const problem = routeNameProblem(ctx.routes, document.to);
      if (problem) {
        ctx.errors.push({
          file: ctx.file,
          pointer: `${ctx.pointer}/to`,
          message: `${ctx.line.product.pathPrefix}: ${problem}`,
        });
      }
      return document;
    }
    case 'sectionHeaderRaw':
    case 'sectionTextRaw':
      return { ...document, text: sanitizeRawHtml(document.text) };
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

function folderOf(path: string): string {
  return path.split('/').slice(0, -1).join('/');
}

/** Video routes may embed a player page of a training package on this site; it is gated like any training file. */
function indexLocalVideos(line: LoadedProduct, index: FileIndex, files: ContentFiles, errors: ContentError[]) {
  const visit = (nodes: RouteNode[], pointer: string) => {
    nodes.forEach((node, i) => {
      const here = `${pointer}/${i}`;
      const url = node.meta.url;
      if (url?.startsWith(trainingPrefix) && !node.hidden) {
        const entry = url.slice(`${trainingPrefix}/`.length);
        if (files.fileSize(`training/${entry}`) !== undefined)
          addTrainingPackage(files, index, folderOf(entry), line.product.model);
        else
          errors.push({
            file: line.file,
            pointer: `${here}/meta/url`,
            message: `file content/training/${entry} does not exist`,
          });
      }
      visit(node.children ?? [], `${here}/children`);
    });
  };
  visit(line.product.routes, '/routes');
}
