/**
 * Resolves a product line's addresses once, when content is compiled: absolute paths for
 * every route, redirect, menu item and home-page link, with hidden routes and map entries
 * left out. The browser then only renders what it receives.
 */
import type {
  CompiledProduct,
  CompiledProductLine,
  CompiledRoute,
  MapLink,
  ProductLine,
  RouteNode,
  SectionResource,
} from '../../shared/types';

type RoutePaths = Record<string, string>;

function visibleRoutePaths(nodes: RouteNode[], parent: string, paths: RoutePaths): RoutePaths {
  for (const node of nodes) {
    if (node.hidden) continue;
    const path = `${parent}/${node.path}`;
    if (node.name) paths[node.name] = path;
    visibleRoutePaths(node.children ?? [], path, paths);
  }
  return paths;
}

function resolveRoute(node: RouteNode, parent: string, paths: RoutePaths): CompiledRoute {
  const path = `${parent}/${node.path}`;
  const { menuItems, ...meta } = node.meta;
  const menu = menuItems?.flatMap((item) => {
    const target = paths[item.route];
    return target === undefined ? [] : [{ label: item.label, path: target }];
  });
  return {
    path,
    ...(node.name === undefined ? {} : { name: node.name }),
    ...(node.kind === undefined ? {} : { kind: node.kind }),
    ...(node.redirect === undefined ? {} : { redirectTo: `${path}/${node.redirect}` }),
    meta: { ...meta, ...(menu === undefined ? {} : { menuItems: menu }) },
    children: (node.children ?? []).filter((child) => !child.hidden).map((child) => resolveRoute(child, path, paths)),
  };
}

function resolveMap(line: ProductLine): MapLink[] {
  return line.map
    .filter((section) => !section.hidden)
    .map(({ key, title, icon, route, subPages }) => {
      const path = `${line.pathPrefix}/${route}`;
      return {
        key,
        title,
        ...(icon === undefined ? {} : { icon }),
        path,
        subPages: subPages
          .filter((page) => !page.hidden)
          .map(({ key, title, icon, path: pagePath }) => ({
            key,
            title,
            path: `${path}/${pagePath}`,
            ...(icon === undefined ? {} : { icon }),
          })),
      };
    });
}

export function resolveProductLine(line: ProductLine): { product: CompiledProductLine; routePaths: RoutePaths } {
  // Which documents need acknowledgement is compiled into the product's `acknowledgements`.
  const { $schema: _schema, map: _map, routes, homePath, acknowledge: _acknowledge, ...rest } = line;
  const routePaths = visibleRoutePaths(routes, line.pathPrefix, {});
  const product: CompiledProductLine = {
    ...rest,
    homePath: `${line.pathPrefix}/${homePath}`,
    map: resolveMap(line),
    routes: routes.filter((node) => !node.hidden).map((node) => resolveRoute(node, line.pathPrefix, routePaths)),
  };
  return { product, routePaths };
}

/** Sizes of no file yet, filled as the compiler measures documents. */
export function noFileSizes(): CompiledProduct['fileSizes'] {
  return { download: {}, 'secure-download': {} };
}

/** A compiled product from a product line, its sections and the measured file sizes. */
export function compileProductLine(
  line: ProductLine,
  sections: Record<string, SectionResource>,
  fileSizes: CompiledProduct['fileSizes'] = noFileSizes(),
): CompiledProduct {
  const { product, routePaths } = resolveProductLine(line);
  return { product, sections, routePaths, fileSizes };
}
