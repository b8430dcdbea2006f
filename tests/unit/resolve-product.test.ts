import { describe, expect, it } from 'vitest';
import { resolveProductLine } from '../../engine/compiler/compile/resolve-product';
import { breadcrumbs } from '../../engine/shared/routes/breadcrumbs';
import { pageTitle } from '../../engine/shared/routes/page-title';
import { findRoute, parentOfRoute } from '../../engine/shared/routes/route-tree';
import type { ProductLine } from '../../engine/shared/types';
import fixtureJson from '../fixtures/content/products/demo-pump/product.json' with { type: 'json' };

/** The fixture line (prefix /demo), reshaped to the states resolution must handle: a menu, hidden routes, hidden map entries. */
const fixture = fixtureJson as unknown as ProductLine;
const line: ProductLine = {
  ...fixture,
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
    const using = findRoute(product.routes, '/demo/internal/using');
    expect(using?.redirectTo).toBe('/demo/internal/using/tips');
    expect(using?.children.map((child) => child.path)).toEqual(['/demo/internal/using/tips']);
    expect(parentOfRoute(product.routes, '/demo/internal/using/tips')?.name).toBe('using');
    expect(product.homePath).toBe('/demo/internal/home');
  });

  it('resolves route names and menu items to paths, only for routes a page can show', () => {
    expect(routePaths).toEqual({
      home: '/demo/internal/home',
      using: '/demo/internal/using',
      tips: '/demo/internal/using/tips',
    });
    expect(findRoute(product.routes, '/demo/internal/using')?.meta.menuItems).toEqual([
      { label: 'Quick Tips', path: '/demo/internal/using/tips' },
    ]);
  });

  it('resolves the home map to the visible sections and sub-pages', () => {
    expect(product.map).toEqual([
      {
        key: 'using',
        title: 'Using the Pump',
        path: '/demo/internal/using',
        subPages: [{ key: 'tips', title: 'Quick Tips', path: '/demo/internal/using/tips' }],
      },
    ]);
  });

  it('builds breadcrumbs of Home then each titled segment', () => {
    expect(breadcrumbs(product, '/demo/internal/using/tips/')).toEqual([
      { label: 'Home', to: '/demo/internal/home' },
      { label: 'Using the Pump', to: '/demo/internal/using' },
      { label: 'Quick Tips', to: '/demo/internal/using/tips' },
    ]);
    expect(breadcrumbs(product, '/demo/internal/home')).toEqual([{ label: 'Home', to: '/demo/internal/home' }]);
  });

  it('titles a page by its name, its sections and its product line, most specific first', () => {
    expect(pageTitle(product, '/demo/internal/using/tips')).toBe(`Quick Tips – Using the Pump – ${product.title}`);
    expect(pageTitle(product, '/demo/internal/home')).toBe(`Home – ${product.title}`);
  });
});
