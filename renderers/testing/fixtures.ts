/**
 * A small, made-up product line for tests that need exact values (dates, hidden
 * entries, a missing icon) which demo content must stay free to change.
 */
import { compileProductLine } from '../../engine/compile/resolve-product';
import { findRoute, type RouteDef } from '../../engine/routes/route-tree';
import type {
  CompiledProduct,
  Document,
  DocumentOf,
  DocumentType,
  ProductLine,
  SectionResource,
} from '../../engine/types';

export const fixtureProduct: ProductLine = {
  brand: 'acme',
  model: 'demo-pump',
  title: 'Demo Pump',
  pathPrefix: '/demo',
  card: { title: 'Demo Pump', image: { src: 'cards/demo.svg', alt: 'Demo pump' } },
  logo: { src: 'logos/demo.svg', alt: 'Demo home' },
  welcome: 'Welcome to the demo pump resources.',
  homePath: 'internal/home',
  icons: { pump: { src: 'icons/pump.svg', alt: '' } },
  map: [
    {
      key: 'using',
      title: 'Using the Pump',
      icon: { name: 'pump', height: 48 },
      route: 'internal/using',
      subPages: [
        { key: 'tips', title: 'Quick Tips', path: 'quick-tips' },
        { key: 'secret', title: 'Secret Page', path: 'secret', hidden: true },
        { key: 'training', title: 'Initial Training', path: 'initial-training' },
      ],
    },
    { key: 'old', title: 'Archive', route: 'internal/archive', hidden: true, subPages: [] },
    {
      key: 'pharmacy',
      title: 'Pharmacy',
      icon: { name: 'no-such-icon' },
      route: 'internal/pharmacy',
      subPages: [{ key: 'pharmacy-tips', title: 'Pharmacy Tips', path: 'quick-tips' }],
    },
    { key: 'implementation', title: 'Implementation', route: 'internal/implementation', subPages: [] },
  ],
  routes: [
    { path: 'internal/home', name: 'home', kind: 'home', meta: { title: 'Home' } },
    {
      path: 'internal/using',
      name: 'using',
      redirect: 'quick-tips',
      meta: { title: 'Using the Pump' },
      children: [
        {
          path: 'quick-tips',
          name: 'using-quick-tips',
          kind: 'content-list',
          meta: { title: 'Quick Tips', sectionName: 'tips' },
        },
        { path: 'initial-training', name: 'using-training', kind: 'content-list', meta: { title: 'Initial Training' } },
      ],
    },
  ],
};

export function fixtureCompiled(
  sections: Record<string, SectionResource> = {},
  fileSizes?: CompiledProduct['fileSizes'],
): CompiledProduct {
  return compileProductLine(fixtureProduct, sections, fileSizes);
}

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
