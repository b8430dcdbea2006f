/**
 * Compiles one product line: resolves the sections its routes use (model first,
 * then brand level), checks every document's references, fills file sizes,
 * sanitises raw HTML and records each deliverable file in the file index.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { assertNever } from '../../engine/assert-never';
import { compileProductLine } from '../../engine/compile/resolve-product';
import { type ContentTree, lookupSection } from '../../engine/content/lookup';
import { trainingPrefix } from '../../engine/documents/links';
import type { FileIndex, FileKind } from '../../engine/files/file-index';
import type { CompiledProduct, Document, RouteNode, SectionResource } from '../../engine/types';
import type { ContentError } from '../../engine/validation/format-errors';
import { checkProductReferences, indexRoutes, type RouteIndex, routeNameProblem } from './check-routes';
import { contentTypeOf } from './content-types';
import type { LoadedContent, LoadedProduct } from './load-content';
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
  errors: ContentError[],
): CompiledProduct {
  const { product } = line;
  const routes = indexRoutes(product, line.file, errors);
  checkProductReferences(product, line.file, routes, join(content.contentDir, 'images'), errors);
  indexLocalVideos(content, line, index, errors);

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
    checkSectionImages(found, file, join(content.contentDir, 'images'), errors);
    sections[sectionName] = {
      ...found,
      documents: found.documents.map((document, i) =>
        compileDocument(document, {
          file,
          pointer: `/documents/${i}`,
          content,
          line,
          routes,
          index,
          fileSizes,
          errors,
        }),
      ),
    };
  }
  return compileProductLine(product, sections, fileSizes);
}

/** Pictures that sections name (timeline, FAQ answers, help steps) must exist like product images do. */
function checkSectionImages(section: SectionResource, file: string, imagesDir: string, errors: ContentError[]) {
  const images: [string | undefined, string][] = [
    [section.image?.src, '/image/src'],
    ...(section.faq ?? []).map((item, i): [string | undefined, string] => [item.image?.src, `/faq/${i}/image/src`]),
    ...(section.help?.steps ?? []).map((step, i): [string | undefined, string] => [
      step.image?.src,
      `/help/steps/${i}/image/src`,
    ]),
  ];
  for (const [src, pointer] of images) {
    if (src && !existsSync(join(imagesDir, src)))
      errors.push({ file, pointer, message: `image content/images/${src} does not exist` });
  }
}

interface DocumentContext {
  file: string;
  pointer: string;
  content: LoadedContent;
  line: LoadedProduct;
  routes: RouteIndex;
  index: FileIndex;
  fileSizes: CompiledProduct['fileSizes'];
  errors: ContentError[];
}

function fileBytes(ctx: DocumentContext, folder: string, relativePath: string, field: string): number | undefined {
  const path = join(ctx.content.contentDir, folder, relativePath);
  if (!existsSync(path) || !statSync(path).isFile()) {
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
  return statSync(path).size;
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
        addTrainingPackage(ctx.content.contentDir, ctx.index, dirname(entry), model);
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
function addTrainingPackage(contentDir: string, index: FileIndex, packageDir: string, model: string) {
  const root = join(contentDir, 'training');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && contentTypeOf(path)) {
        const key = relative(root, path).split('\\').join('/');
        addFile(index, 'training', key, `training/${key}`, model);
      }
    }
  };
  walk(join(root, packageDir));
}

/** Video routes may embed a player page of a training package on this site; it is gated like any training file. */
function indexLocalVideos(content: LoadedContent, line: LoadedProduct, index: FileIndex, errors: ContentError[]) {
  const visit = (nodes: RouteNode[], pointer: string) => {
    nodes.forEach((node, i) => {
      const here = `${pointer}/${i}`;
      const url = node.meta.url;
      if (url?.startsWith(trainingPrefix) && !node.hidden) {
        const entry = url.slice(`${trainingPrefix}/`.length);
        const path = join(content.contentDir, 'training', entry);
        if (existsSync(path) && statSync(path).isFile())
          addTrainingPackage(content.contentDir, index, dirname(entry), line.product.model);
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
