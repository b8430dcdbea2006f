import { describe, expect, it } from 'vitest';
import { resolveProductLine } from '../../engine/compile/resolve-product';
import { breadcrumbs } from '../../engine/routes/breadcrumbs';
import { findRoute, parentOfRoute } from '../../engine/routes/route-tree';
import type { ProductLine } from '../../engine/types';
import fixtureJson from '../fixtures/content/products/acme-pump/product.json' with { type: 'json' };

/** The fixture line, with the states resolution must handle: a menu, hidden routes, hidden map entries. */
const fixture = fixtureJson as unknown as ProductLine;
const line: ProductLine = {
  ...fixture,
  pathPrefix: '/acme',
  map: [
    {
      key: 'using',
      title: 'Using the Pump',
      route: 'internal/using',
      subPages: [
        { key: 'tips', title: 'Quick Tips', path: 'tips' },
        { key: 'secret', title: 'Secret', path: 'secret', hidden: true },
      ],
    },
    { key: 'old', title: 'Archive', route: 'internal/archive', hidden: true, subPages: [] },
  ],
  routes: [
    { path: 'internal/home', name: 'home', kind: 'home', meta: { title: 'Home' } },
    {
      path: 'internal/using',
      name: 'using',
      kind: 'menu',
      redirect: 'tips',
      meta: {
        title: 'Using the Pump',
        menuItems: [
          { route: 'tips', label: 'Quick Tips' },
          { route: 'secret', label: 'Hidden' },
        ],
      },
      children: [
        { path: 'tips', name: 'tips', kind: 'content-list', meta: { title: 'Quick Tips', sectionName: 'tips' } },
        { path: 'secret', name: 'secret', kind: 'content-list', hidden: true, meta: { title: 'Hidden' } },
      ],
    },
  ],
};

describe('resolveProductLine', () => {
  const { product, routePaths } = resolveProductLine(line);

  it('makes absolute paths under the product prefix, resolves redirects and leaves hidden routes out', () => {
    const using = findRoute(product.routes, '/acme/internal/using');
    expect(using?.redirectTo).toBe('/acme/internal/using/tips');
    expect(using?.children.map((child) => child.path)).toEqual(['/acme/internal/using/tips']);
    expect(parentOfRoute(product.routes, '/acme/internal/using/tips')?.name).toBe('using');
    expect(product.homePath).toBe('/acme/internal/home');
  });

  it('resolves route names and menu items to paths, only for routes a page can show', () => {
    expect(routePaths).toEqual({
      home: '/acme/internal/home',
      using: '/acme/internal/using',
      tips: '/acme/internal/using/tips',
    });
    expect(findRoute(product.routes, '/acme/internal/using')?.meta.menuItems).toEqual([
      { label: 'Quick Tips', path: '/acme/internal/using/tips' },
    ]);
  });

  it('resolves the home map to the visible sections and sub-pages', () => {
    expect(product.map).toEqual([
      {
        key: 'using',
        title: 'Using the Pump',
        path: '/acme/internal/using',
        subPages: [{ key: 'tips', title: 'Quick Tips', path: '/acme/internal/using/tips' }],
      },
    ]);
  });

  it('builds breadcrumbs of Home then each titled segment', () => {
    expect(breadcrumbs(product, '/acme/internal/using/tips/')).toEqual([
      { label: 'Home', to: '/acme/internal/home' },
      { label: 'Using the Pump', to: '/acme/internal/using' },
      { label: 'Quick Tips', to: '/acme/internal/using/tips' },
    ]);
    expect(breadcrumbs(product, '/acme/internal/home')).toEqual([{ label: 'Home', to: '/acme/internal/home' }]);
  });
});
