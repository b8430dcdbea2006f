import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileProductLine } from '../../../engine/compile/resolve-product';
import { fixtureCompiled, fixtureProduct, routeAt } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { HomePage } from './home';

function renderHome(compiled = fixtureCompiled()) {
  const route = routeAt(compiled, '/demo/internal/home');
  return renderWithProviders(<HomePage route={route} compiled={compiled} />, {
    compiled,
    initialEntries: [route.path],
  });
}

function linksIn(region: HTMLElement) {
  return within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('HomePage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the product title and its welcome text', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Demo Pump' })).toBeInTheDocument();
    expect(screen.getByText('Welcome to the demo pump resources.')).toBeInTheDocument();
  });

  it('numbers visible sections 01, 02, 03 and skips hidden ones', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderHome();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['01 Using the Pump', '02 Pharmacy', '03 Implementation']);
    expect(screen.queryByText('Archive')).not.toBeInTheDocument();
  });

  it('draws the first section as cards to its visible sub-pages', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderHome();
    expect(linksIn(screen.getByRole('region', { name: '01 Using the Pump' }))).toEqual([
      ['Quick Tips', '/demo/internal/using/quick-tips'],
      ['Initial Training', '/demo/internal/using/initial-training'],
    ]);
    expect(screen.queryByRole('link', { name: 'Secret Page' })).not.toBeInTheDocument();
  });

  it('draws further sections as link lists', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderHome();
    expect(linksIn(screen.getByRole('region', { name: '02 Pharmacy' }))).toEqual([
      ['Pharmacy Tips', '/demo/internal/pharmacy/quick-tips'],
    ]);
  });

  it('draws a known icon and warns about an unknown one without drawing it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderHome();
    const icons = screen.getAllByRole('presentation');
    expect(icons).toHaveLength(1);
    expect(icons[0]).toHaveAttribute('src', '/images/icons/pump.svg');
    expect(icons[0]).toHaveAttribute('height', '48');
    expect(warn).toHaveBeenCalledWith('Icon not found: "no-such-icon"');
  });

  it('makes the next visible section the 01 cards when the first is hidden', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [first, ...rest] = fixtureProduct.map;
    if (!first) throw new Error('fixture has no map');
    renderHome(compileProductLine({ ...fixtureProduct, map: [{ ...first, hidden: true }, ...rest] }, {}));
    expect(screen.getByRole('region', { name: '01 Pharmacy' })).toBeInTheDocument();
    expect(screen.queryByText(/Using the Pump/)).not.toBeInTheDocument();
  });
});
