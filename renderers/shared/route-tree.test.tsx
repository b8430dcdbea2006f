import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../engine/routes/build-routes';
import { pagesProduct } from '../testing/page-fixtures';
import { parentOfRoute } from './route-tree';

describe('parentOfRoute', () => {
  const routes = buildRoutes(pagesProduct);

  it('finds the parent of a child route', () => {
    expect(parentOfRoute(routes, '/demo/internal/implementation/faq')?.name).toBe('implementation');
  });

  it('has no parent for a top-level route', () => {
    expect(parentOfRoute(routes, '/demo/internal/home')).toBeUndefined();
  });
});
