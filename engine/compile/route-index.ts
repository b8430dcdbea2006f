/** Cross-checks of a product line's route tree, map and images that a schema cannot express. */
import type { ProductLine, RouteNode } from '../types';
import type { ContentError } from '../validation/format-errors';
import type { ContentFiles } from './content-source';

export interface RouteIndex {
  /** Name → absolute path of every route a page can show (hidden routes and their children left out). */
  names: Map<string, string>;
  /** Names of hidden routes (and routes under them): they exist but no link may lead to them. */
  hiddenNames: Set<string>;
  /** Absolute path → route node. */
  paths: Map<string, RouteNode>;
  /** Section names used by visible routes with their pointers. */
  sectionRefs: { sectionName: string; pointer: string }[];
}

export function indexRoutes(product: ProductLine, file: string, errors: ContentError[]): RouteIndex {
  const index: RouteIndex = { names: new Map(), hiddenNames: new Set(), paths: new Map(), sectionRefs: [] };
  const visit = (nodes: RouteNode[], parent: string, pointer: string, parentHidden = false) => {
    nodes.forEach((node, i) => {
      const here = `${pointer}/${i}`;
      const path = `${parent}/${node.path}`;
      const hidden = parentHidden || node.hidden === true;
      if (index.paths.has(path))
        errors.push({ file, pointer: `${here}/path`, message: `path ${path} is used by two routes` });
      index.paths.set(path, node);
      if (node.name) {
        if (index.names.has(node.name) || index.hiddenNames.has(node.name)) {
          errors.push({
            file,
            pointer: `${here}/name`,
            message: `route name "${node.name}" is used twice; names must be unique`,
          });
        }
        if (hidden) index.hiddenNames.add(node.name);
        else index.names.set(node.name, path);
      }
      if (!node.kind && !node.redirect && !node.children?.length) {
        errors.push({ file, pointer: here, message: 'a route needs "kind", "redirect" or "children"' });
      }
      if (node.redirect && !node.children?.some((child) => child.path === node.redirect)) {
        errors.push({
          file,
          pointer: `${here}/redirect`,
          message: `"${node.redirect}" is not the path of a child route`,
        });
      }
      if (node.meta.sectionName && !hidden) {
        index.sectionRefs.push({ sectionName: node.meta.sectionName, pointer: `${here}/meta/sectionName` });
      }
      visit(node.children ?? [], path, `${here}/children`, hidden);
    });
  };
  visit(product.routes, product.pathPrefix, '/routes');
  return index;
}

/** Why a link to the named route would lead nowhere, or undefined when it leads to a page. */
export function routeNameProblem(index: RouteIndex, name: string): string | undefined {
  if (index.names.has(name)) return undefined;
  if (index.hiddenNames.has(name)) {
    return `route "${name}" is hidden, so this link would lead nowhere; show the route or link another one`;
  }
  return `no route is named "${name}"`;
}

export function checkProductReferences(
  product: ProductLine,
  file: string,
  index: RouteIndex,
  files: ContentFiles,
  errors: ContentError[],
): void {
  const home = index.paths.get(`${product.pathPrefix}/${product.homePath}`);
  if (!home) errors.push({ file, pointer: '/homePath', message: `no route has the path "${product.homePath}"` });
  else if (home.kind !== 'home')
    errors.push({ file, pointer: '/homePath', message: 'the home route must have kind "home"' });

  const image = (src: string, pointer: string) => checkImage(files, src, file, pointer, errors);
  image(product.card.image.src, '/card/image/src');
  image(product.logo.src, '/logo/src');
  for (const [name, icon] of Object.entries(product.icons ?? {})) image(icon.src, `/icons/${name}/src`);

  const checkIcon = (name: string | undefined, pointer: string) => {
    if (name && !Object.hasOwn(product.icons ?? {}, name)) {
      errors.push({ file, pointer, message: `icon "${name}" is not defined in "icons"` });
    }
  };
  product.map.forEach((section, i) => {
    checkIcon(section.icon?.name, `/map/${i}/icon/name`);
    if (section.hidden) return;
    const base = `${product.pathPrefix}/${section.route}`;
    if (!index.paths.has(base))
      errors.push({ file, pointer: `/map/${i}/route`, message: `no route has the path "${section.route}"` });
    section.subPages.forEach((page, j) => {
      if (!page.hidden && !index.paths.has(`${base}/${page.path}`)) {
        errors.push({
          file,
          pointer: `/map/${i}/subPages/${j}/path`,
          message: `no route has the path "${section.route}/${page.path}"`,
        });
      }
    });
  });

  const visitMeta = (nodes: RouteNode[], pointer: string) => {
    nodes.forEach((node, i) => {
      const here = `${pointer}/${i}`;
      checkIcon(node.meta.icon, `${here}/meta/icon`);
      node.meta.menuItems?.forEach((item, j) => {
        const problem = routeNameProblem(index, item.route);
        if (problem) errors.push({ file, pointer: `${here}/meta/menuItems/${j}/route`, message: problem });
      });
      visitMeta(node.children ?? [], `${here}/children`);
    });
  };
  visitMeta(product.routes, '/routes');
}

/** A picture that content names must exist under content/images. */
export function checkImage(files: ContentFiles, src: string, file: string, pointer: string, errors: ContentError[]) {
  if (files.fileSize(`images/${src}`) === undefined) {
    errors.push({ file, pointer, message: `image content/images/${src} does not exist` });
  }
}
