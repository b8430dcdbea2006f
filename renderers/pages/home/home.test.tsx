import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileProductLine } from '../../../engine/compiler/compile/resolve-product';
import type { ProductLine } from '../../../engine/shared/types';
import demoPump from '../../../tests/fixtures/content/products/demo-pump/product.json' with { type: 'json' };
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { routeAt } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { HomePage } from './home';

function renderHome(compiled = fixtureLine(), previousVisit?: string, today?: string) {
  const route = routeAt(compiled, '/demo/internal/home');
  return renderWithProviders(<HomePage route={route} compiled={compiled} />, {
    compiled,
    initialEntries: [route.path],
    previousVisit,
    today,
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
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Demo Pump' })).toBeInTheDocument();
    expect(screen.getByText('Welcome to the demo pump resources.')).toBeInTheDocument();
  });

  it('numbers visible sections 01, 02, 03, 04 and skips hidden ones', () => {
    // The fixture map hides "Archive"; the compiler leaves it out of the compiled line.
    renderHome();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['01 Using the Pump', '02 Pharmacy', '03 Implementation', '04 Downloads to Print']);
    expect(screen.queryByText('Archive')).not.toBeInTheDocument();
  });

  it('draws the first section as cards to its visible sub-pages', () => {
    renderHome();
    expect(linksIn(screen.getByRole('region', { name: '01 Using the Pump' }))).toEqual([
      ['Quick Tips', '/demo/internal/using/quick-tips'],
      ['Initial Training', '/demo/internal/using/initial-training'],
    ]);
    expect(screen.queryByRole('link', { name: 'Secret Page' })).not.toBeInTheDocument();
  });

  it('draws further sections as link lists', () => {
    renderHome();
    expect(linksIn(screen.getByRole('region', { name: '02 Pharmacy' }))).toEqual([
      ['Pharmacy Tips', '/demo/internal/pharmacy/quick-tips'],
    ]);
  });

  it('draws a known icon and warns about an unknown one without drawing it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The compiler refuses an unknown icon, so the compiled fixture is patched.
    const compiled = fixtureLine();
    const pharmacy = compiled.product.map.find((section) => section.key === 'pharmacy');
    if (!pharmacy) throw new Error('The fixture map has no "pharmacy" section');
    pharmacy.icon = { name: 'no-such-icon' };
    renderHome(compiled);
    const icons = screen.getAllByRole('presentation');
    expect(icons).toHaveLength(1);
    expect(icons[0]).toHaveAttribute('src', '/images/icons/demo-pump.svg');
    expect(icons[0]).toHaveAttribute('height', '48');
    // The 120×80 picture drawn 48 high: its width is reserved too, so the heading does not shift.
    expect(icons[0]).toHaveAttribute('width', '72');
    expect(warn).toHaveBeenCalledWith('Icon not found: "no-such-icon"');
  });

  it("draws the portal's icon of a name the line has no picture for, hidden from screen readers", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const compiled = fixtureLine();
    const [first, pharmacy] = compiled.product.map;
    if (!first?.subPages[0] || !pharmacy) throw new Error('The fixture map has changed');
    pharmacy.icon = { name: 'pharmacy', height: 48 };
    first.subPages[0].icon = 'quick-tips';
    renderHome(compiled);
    const heading = screen.getByRole('heading', { level: 2, name: '02 Pharmacy' });
    expect(heading.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(heading.querySelector('svg')).toHaveAttribute('height', '48');
    // The card keeps its title as its name; its icon says nothing more.
    const card = screen.getByRole('link', { name: 'Quick Tips' });
    expect(card.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Initial Training' }).querySelector('svg')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it("shows the line's picture beside its title and welcome text", () => {
    renderHome();
    const picture = screen.getByRole('img', { name: 'Demo pump' });
    expect(picture).toHaveAttribute('src', '/images/cards/demo.svg');
    expect(picture).toHaveAttribute('width', '120');
  });

  it('makes the next visible section the 01 cards when the first is hidden', () => {
    // A JSON import widens the route kinds to string; the global setup has compiled this very file.
    const line = structuredClone(demoPump) as unknown as ProductLine;
    const [first] = line.map;
    if (!first) throw new Error('The fixture has no map');
    first.hidden = true;
    const { sections, fileSizes } = fixtureLine();
    renderHome(compileProductLine(line, sections, fileSizes));
    expect(linksIn(screen.getByRole('region', { name: '01 Pharmacy' }))).toEqual([
      ['Pharmacy Tips', '/demo/internal/pharmacy/quick-tips'],
    ]);
    expect(screen.queryByText(/Using the Pump/)).not.toBeInTheDocument();
  });

  describe("the link to What's new", () => {
    it('leads to the page the compiler added to the line', () => {
      renderHome();
      expect(screen.getByRole('link', { name: "What's new" })).toHaveAttribute('href', '/demo/whats-new');
    });

    it('is badged when a document changed since the previous visit, and not otherwise', () => {
      // The fixture line's newest document is dated 2025-07-08.
      const { unmount } = renderHome(undefined, '2025-07-08');
      expect(screen.getByRole('link', { name: "What's new" }).parentElement).toHaveTextContent("What's new Updated");
      unmount();
      renderHome(undefined, '2025-07-09');
      expect(screen.queryByText('Updated')).not.toBeInTheDocument();
    });

    it('is not badged on a first visit', () => {
      renderHome();
      expect(screen.queryByText('Updated')).not.toBeInTheDocument();
    });

    it("is left out when the line has no What's new page", () => {
      const compiled = fixtureLine();
      compiled.product.routes = compiled.product.routes.filter((route) => route.kind !== 'whats-new');
      renderHome(compiled);
      expect(screen.queryByRole('link', { name: "What's new" })).not.toBeInTheDocument();
    });
  });

  it('shows a recent safety notice above everything else', () => {
    renderHome(fixtureLine(), undefined, '2026-12-01');
    const notices = screen.getByRole('region', { name: 'Safety notices' });
    const notice = within(notices).getByRole('article', { name: 'Occlusion alarm may sound late' });
    expect(notice).toHaveTextContent('Field safety notice');
    expect(notice).toHaveTextContent('Issued');
    expect(notice).toHaveTextContent('4.2.0');
    // First on the page: before the line's title.
    const title = screen.getByRole('heading', { level: 1 });
    expect(notices.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no notice once it is older than the recent days of the site settings', () => {
    // The fixture notice is dated 2026-11-20; the settings keep a notice 90 days.
    renderHome(fixtureLine(), undefined, '2027-02-18');
    expect(screen.queryByRole('region', { name: 'Safety notices' })).not.toBeInTheDocument();
  });
});
