/** Cross-checks of a product line's route tree, map and images that a schema cannot express. */
import type { ProductLine, RouteNode } from '../../shared/types';
import type { ContentError } from '../validation/content-error';
import { closest, suggested, withSuggestion } from '../validation/suggest';
import type { ContentFiles } from './content-source';
import { checkImage } from './missing-file';
import { portalIcons } from './portal-icons';

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

/** Every route node of a tree, hidden ones included, parents first, each with its JSON pointer. */
export function* nodesWithPointers(nodes: RouteNode[], pointer = '/routes'): Generator<[RouteNode, string]> {
  for (const [i, node] of nodes.entries()) {
    yield [node, `${pointer}/${i}`];
    yield* nodesWithPointers(node.children ?? [], `${pointer}/${i}/children`);
  }
}

/** "the route at /routes/1 ("home")": how an error names the other route of a clash. */
const routeAt = (pointer: string, node: RouteNode) => `the route at ${pointer}${node.name ? ` ("${node.name}")` : ''}`;

export function indexRoutes(product: ProductLine, file: string, errors: ContentError[]): RouteIndex {
  const index: RouteIndex = { names: new Map(), hiddenNames: new Set(), paths: new Map(), sectionRefs: [] };
  const pointers = new Map<RouteNode, string>();
  const named = new Map<string, RouteNode>();
  const visit = (nodes: RouteNode[], parent: string, pointer: string, parentHidden = false) => {
    nodes.forEach((node, i) => {
      const here = `${pointer}/${i}`;
      pointers.set(node, here);
      const path = `${parent}/${node.path}`;
      const hidden = parentHidden || node.hidden === true;
      const samePath = index.paths.get(path);
      if (samePath) {
        errors.push({
          file,
          pointer: `${here}/path`,
          message: `path ${path} is already used by ${routeAt(pointers.get(samePath) ?? '', samePath)}`,
        });
      } else index.paths.set(path, node);
      if (node.name) {
        const sameName = named.get(node.name);
        if (sameName) {
          errors.push({
            file,
            pointer: `${here}/name`,
            message: `route name "${node.name}" is already used by the route at ${pointers.get(sameName)}; names must be unique`,
          });
        } else named.set(node.name, node);
        if (hidden) index.hiddenNames.add(node.name);
        else if (!sameName) index.names.set(node.name, path);
      }
      if (!node.kind && !node.redirect && !node.children?.length) {
        errors.push({ file, pointer: here, message: 'a route needs "kind", "redirect" or "children"' });
      }
      const childPaths = (node.children ?? []).map((child) => child.path);
      if (node.redirect && !childPaths.includes(node.redirect)) {
        const message = `"${node.redirect}" is not the path of a child route`;
        errors.push(withSuggestion({ file, pointer: `${here}/redirect` }, message, closest(node.redirect, childPaths)));
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

/** Why a link to the named route would lead nowhere, with the nearest name that would work. */
export function routeNameProblem(
  index: RouteIndex,
  name: string,
): { message: string; suggestion?: string } | undefined {
  if (index.names.has(name)) return undefined;
  if (index.hiddenNames.has(name)) {
    return {
      message: `route "${name}" is hidden, so this link would lead nowhere; show the route or link another one`,
    };
  }
  return suggested(`no route is named "${name}"`, closest(name, index.names.keys()));
}

export function checkProductReferences(
  product: ProductLine,
  file: string,
  index: RouteIndex,
  files: ContentFiles,
  errors: ContentError[],
): void {
  const prefix = `${product.pathPrefix}/`;
  const relativePaths = [...index.paths.keys()].map((path) => path.slice(prefix.length));
  /** `under` is the map section's route, whose pages are written relative to it. */
  const noPath = (pointer: string, path: string, under = '') => {
    const candidates = relativePaths.flatMap((p) => (p.startsWith(under) ? [p.slice(under.length)] : []));
    const message = `no route has the path "${under}${path}"`;
    errors.push(withSuggestion({ file, pointer }, message, closest(path, candidates)));
  };

  const home = index.paths.get(`${prefix}${product.homePath}`);
  if (!home) noPath('/homePath', product.homePath);
  else if (home.kind !== 'home')
    errors.push({ file, pointer: '/homePath', message: 'the home route must have kind "home"' });

  const image = (src: string, pointer: string) => checkImage(files, src, file, pointer, errors);
  image(product.card.image.src, '/card/image/src');
  image(product.logo.src, '/logo/src');
  for (const [name, icon] of Object.entries(product.icons ?? {})) image(icon.src, `/icons/${name}/src`);

  // A line's own picture of a name stands in for the portal's icon of that name.
  const iconNames = [...Object.keys(product.icons ?? {}), ...portalIcons];
  const checkIcon = (name: string | undefined, pointer: string) => {
    if (name && !iconNames.includes(name)) {
      const message = `icon "${name}" is neither in "icons" nor one of the portal's icons`;
      errors.push(withSuggestion({ file, pointer }, message, closest(name, iconNames)));
    }
  };
  product.map.forEach((section, i) => {
    checkIcon(section.icon?.name, `/map/${i}/icon/name`);
    section.subPages.forEach((page, j) => {
      checkIcon(page.icon, `/map/${i}/subPages/${j}/icon`);
    });
    if (section.hidden) return;
    if (!index.paths.has(`${prefix}${section.route}`)) noPath(`/map/${i}/route`, section.route);
    section.subPages.forEach((page, j) => {
      if (!page.hidden && !index.paths.has(`${prefix}${section.route}/${page.path}`))
        noPath(`/map/${i}/subPages/${j}/path`, page.path, `${section.route}/`);
    });
  });

  for (const [node, here] of nodesWithPointers(product.routes)) {
    checkIcon(node.meta.icon, `${here}/meta/icon`);
    node.meta.menuItems?.forEach((item, j) => {
      const problem = routeNameProblem(index, item.route);
      if (problem) errors.push({ file, pointer: `${here}/meta/menuItems/${j}/route`, ...problem });
    });
  }
}
