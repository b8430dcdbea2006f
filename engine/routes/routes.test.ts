import { describe, expect, it } from 'vitest';
import type { ProductLine } from '../types';
import { breadcrumbs } from './breadcrumbs';
import { buildRoutes, findRoute, homePathOf, pathOfRouteName } from './build-routes';

const product: ProductLine = {
  brand: 'acme',
  model: 'acme-pump',
  title: 'Acme Pump',
  pathPrefix: '/acme',
  card: { title: 'Acme Pump', image: { src: 'cards/acme.svg', alt: '' } },
  logo: { src: 'logos/acme.svg', alt: 'Acme' },
  welcome: 'Welcome',
  homePath: 'internal/home',
  map: [],
  routes: [
    { path: 'internal/home', name: 'home', kind: 'home', meta: { title: 'Home' } },
    {
      path: 'internal/using',
      name: 'using',
      redirect: 'tips',
      meta: { title: 'Using the Pump' },
      children: [
        { path: 'tips', name: 'tips', kind: 'content-list', meta: { title: 'Quick Tips', sectionName: 'quick-tips' } },
        { path: 'secret', name: 'secret', kind: 'content-list', hidden: true, meta: { title: 'Hidden' } },
      ],
    },
  ],
};

describe('buildRoutes', () => {
  const routes = buildRoutes(product);

  it('makes absolute paths under the product prefix and resolves redirects', () => {
    const using = findRoute(routes, '/acme/internal/using');
    expect(using?.redirectTo).toBe('/acme/internal/using/tips');
    expect(using?.children.map((c) => c.path)).toEqual(['/acme/internal/using/tips']);
  });

  it('fills brand, model and prefix into every route meta', () => {
    expect(findRoute(routes, '/acme/internal/using/tips')?.meta).toMatchObject({
      title: 'Quick Tips',
      brand: 'acme',
      model: 'acme-pump',
      pathPrefix: '/acme',
    });
  });

  it('finds routes by name and leaves hidden routes out', () => {
    expect(pathOfRouteName(routes, 'tips')).toBe('/acme/internal/using/tips');
    expect(pathOfRouteName(routes, 'secret')).toBeUndefined();
    expect(homePathOf(product)).toBe('/acme/internal/home');
  });

  it('builds breadcrumbs of Home then each titled segment', () => {
    expect(breadcrumbs(product, routes, '/acme/internal/using/tips/')).toEqual([
      { label: 'Home', to: '/acme/internal/home' },
      { label: 'Using the Pump', to: '/acme/internal/using' },
      { label: 'Quick Tips', to: '/acme/internal/using/tips' },
    ]);
    expect(breadcrumbs(product, routes, '/acme/internal/home')).toEqual([{ label: 'Home', to: '/acme/internal/home' }]);
  });
});
