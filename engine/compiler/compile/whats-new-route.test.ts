import { describe, expect, it } from 'vitest';
import type { ProductLine, RouteNode } from '../../shared/types';
import type { ContentError } from '../validation/content-error';
import { withWhatsNewRoute } from './whats-new-route';

const home: RouteNode = { path: 'internal/home', name: 'home', kind: 'home', meta: { title: 'Home' } };

function line(routes: ProductLine['routes']): ProductLine {
  return {
    brand: 'acme',
    model: 'acme-pump',
    title: 'Acme Pump',
    pathPrefix: '/acme',
    card: { title: 'Acme', image: { src: 'cards/acme.svg', alt: '' } },
    logo: { src: 'logos/acme.svg', alt: 'Acme' },
    welcome: 'Welcome',
    homePath: 'internal/home',
    map: [],
    routes,
  };
}

function added(routes: ProductLine['routes']) {
  const errors: ContentError[] = [];
  const result = withWhatsNewRoute(line(routes), "What's new", 'product.json', errors);
  return { routes: result.routes, errors: errors.map(({ pointer, message }) => `${pointer}: ${message}`) };
}

describe('withWhatsNewRoute', () => {
  it("adds the What's new page at <pathPrefix>/whats-new, titled as given", () => {
    expect(added([home])).toEqual({
      routes: [home, { path: 'whats-new', name: 'whats-new', kind: 'whats-new', meta: { title: "What's new" } }],
      errors: [],
    });
  });

  it('keeps a page of that kind the maintainer wrote, wherever it is and even hidden', () => {
    const placed: RouteNode = {
      path: 'internal',
      children: [{ path: 'news', name: 'news', kind: 'whats-new', meta: { title: 'News' }, hidden: true }],
      redirect: 'news',
      meta: { title: 'Internal' },
    };
    expect(added([home, placed])).toEqual({ routes: [home, placed], errors: [] });
  });

  it('refuses a route that takes the name or the top-level path of the page', () => {
    const named: RouteNode = { path: 'news', name: 'whats-new', kind: 'content-list', meta: { title: 'News' } };
    const atPath: RouteNode = { path: 'whats-new', name: 'latest', kind: 'content-list', meta: { title: 'Latest' } };
    expect(added([home, named, atPath])).toEqual({
      routes: [home, named, atPath],
      errors: [
        `/routes/1/name: the name "whats-new" is kept for the line's What's new page, added by itself; choose another, or give this route "kind": "whats-new" to make it that page`,
        `/routes/2/path: the path /acme/whats-new is kept for the line's What's new page, added by itself; choose another, or give this route "kind": "whats-new" to make it that page`,
      ],
    });
  });

  it('lets a child route use the path whats-new under its parent', () => {
    const child: RouteNode = {
      path: 'internal/tips',
      redirect: 'whats-new',
      meta: { title: 'Tips' },
      children: [{ path: 'whats-new', name: 'new-tips', kind: 'content-list', meta: { title: 'New tips' } }],
    };
    expect(added([home, child]).errors).toEqual([]);
  });
});
