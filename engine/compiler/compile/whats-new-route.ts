/**
 * Every product line has a What's new page without its maintainer writing one: unless the line
 * already has a route of kind "whats-new" (placed, titled or hidden by hand), the compiler adds one
 * at <pathPrefix>/whats-new, titled by site.json. The name and path it takes are kept for it.
 */
import { whatsNewKind } from '../../shared/documents/whats-new';
import type { ProductLine, RouteNode } from '../../shared/types';
import type { ContentError } from '../validation/content-error';
import { nodesWithPointers } from './route-index';

const whatsNewName = 'whats-new';
const whatsNewPath = 'whats-new';

/** The line with its What's new route added when it has none; a route in the way is reported instead. */
export function withWhatsNewRoute(line: ProductLine, title: string, file: string, errors: ContentError[]): ProductLine {
  const nodes = [...nodesWithPointers(line.routes)];
  if (nodes.some(([node]) => node.kind === whatsNewKind)) return line;
  const reason = `is kept for the line's What's new page, added by itself`;
  const fix = `; choose another, or give this route "kind": "${whatsNewKind}" to make it that page`;
  let blocked = false;
  for (const [node, pointer] of nodes) {
    if (node.name === whatsNewName) {
      errors.push({ file, pointer: `${pointer}/name`, message: `the name "${whatsNewName}" ${reason}${fix}` });
      blocked = true;
    }
  }
  for (const [i, node] of line.routes.entries()) {
    if (node.path === whatsNewPath) {
      errors.push({
        file,
        pointer: `/routes/${i}/path`,
        message: `the path ${line.pathPrefix}/${whatsNewPath} ${reason}${fix}`,
      });
      blocked = true;
    }
  }
  if (blocked) return line;
  const page: RouteNode = { path: whatsNewPath, name: whatsNewName, kind: whatsNewKind, meta: { title } };
  return { ...line, routes: [...line.routes, page] };
}
