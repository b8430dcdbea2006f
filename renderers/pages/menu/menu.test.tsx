import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileProductLine } from '../../../engine/compiler/compile/resolve-product';
import type { CompiledProduct, ProductLine } from '../../../engine/shared/types';
import demoPump from '../../../tests/fixtures/content/products/demo-pump/product.json' with { type: 'json' };
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { NestedRoutes } from '../../testing/nested-routes';
import { renderWithProviders } from '../../testing/render-with-providers';

const parentPath = '/demo/internal/implementation';

function renderMenu(address: string, compiled: CompiledProduct = fixtureLine()) {
  return renderWithProviders(<NestedRoutes compiled={compiled} parentPath={parentPath} />, {
    compiled,
    initialEntries: [address],
  });
}

function menu() {
  return screen.getByRole('navigation', { name: 'Implementation menu' });
}

describe('MenuPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('links every menu item to its named route', () => {
    renderMenu(`${parentPath}/overview`);
    expect(
      within(menu())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Overview', `${parentPath}/overview`],
      ['FAQ', `${parentPath}/faq`],
    ]);
  });

  it('draws the default child below the menu on the parent address and marks it current', () => {
    renderMenu(parentPath);
    expect(screen.getByRole('heading', { level: 1, name: 'Implementation Overview' })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu()).getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('aria-current');
  });

  it('moves the highlight and the child page when another item is chosen', async () => {
    const user = userEvent.setup();
    renderMenu(`${parentPath}/overview`);
    await user.click(within(menu()).getByRole('link', { name: 'FAQ' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu()).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('shows no item for a route the compiled product does not have (the compiler reports such names)', () => {
    // The content compiler refuses the unknown name, so the line is resolved directly from a changed copy.
    // A JSON import widens the route kinds to string; the global setup has compiled this very file.
    const line = structuredClone(demoPump) as unknown as ProductLine;
    const implementation = line.routes.find((route) => route.name === 'implementation');
    if (!implementation) throw new Error('The fixture has no "implementation" route');
    implementation.meta.menuItems = [{ route: 'no-such-route', label: 'Gone' }];
    const { sections, fileSizes } = fixtureLine();
    renderMenu(`${parentPath}/overview`, compileProductLine(line, sections, fileSizes));
    expect(screen.getByRole('heading', { level: 1, name: 'Implementation Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Implementation menu' })).not.toBeInTheDocument();
    expect(screen.queryByText('Gone')).not.toBeInTheDocument();
  });
});
