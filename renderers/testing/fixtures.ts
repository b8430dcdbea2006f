/**
 * Lookups into a compiled product line that fail loudly when the content lacks what a test or
 * story needs. The content itself comes from the fixture set (tests/fixtures/fixture-content.ts)
 * in tests and from the demo content (demo-content.ts) in stories.
 */
import { findRoute, type RouteDef } from '../../engine/shared/routes/route-tree';
import type { CompiledProduct, Document, DocumentOf, DocumentType, SectionResource } from '../../engine/shared/types';

/** The first document of a type (and matching `where`) in a section, or a clear failure when the content has none. */
export function documentOfType<T extends DocumentType>(
  section: SectionResource | undefined,
  type: T,
  where: (document: DocumentOf<T>) => boolean = () => true,
): DocumentOf<T> {
  const found = section?.documents.find(
    (document: Document): document is DocumentOf<T> => document.type === type && where(document as DocumentOf<T>),
  );
  if (!found) throw new Error(`The section has no matching document of type "${type}"`);
  return found;
}

/** The route definition at an absolute path, or a clear failure when the product has none. */
export function routeAt(compiled: CompiledProduct, path: string): RouteDef {
  const route = findRoute(compiled.product.routes, path);
  if (!route) throw new Error(`No route at "${path}" in ${compiled.product.pathPrefix}`);
  return route;
}
