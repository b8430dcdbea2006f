import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Document, SectionResource } from '../../../engine/types';
import { fixtureCompiled, routeAt } from '../../testing/fixtures';
import { pagesCompiled } from '../../testing/page-fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ContentListPage } from './content-list';

const documents: Document[] = [
  { type: 'sectionHeader', title: 'Setting up' },
  { type: 'download', name: 'Priming', filePath: 'demo/priming.pdf', dateUpdated: '2025-09-30' },
  { type: 'download', name: 'Air alarms', filePath: 'demo/air.pdf', dateUpdated: '2024-01-17' },
  { type: 'download', name: 'Old priming', filePath: 'demo/old.pdf', dateUpdated: '2025-12-01', hidden: true },
  { type: 'route', name: 'Go to Initial Training', to: 'using-training' },
];
const tips: SectionResource = {
  message: 'Short reminders for the bedside.',
  subMessage: 'Check your protocols.',
  documents,
};

function renderList(section: SectionResource | undefined) {
  const compiled = fixtureCompiled(section ? { tips: section } : {});
  const route = routeAt(compiled, '/demo/internal/using/quick-tips');
  return renderWithProviders(<ContentListPage route={route} compiled={compiled} section={section} />, {
    compiled,
    initialEntries: [route.path],
  });
}

describe('ContentListPage', () => {
  it('shows the route title, the messages and every visible document', () => {
    renderList(tips);
    expect(screen.getByRole('heading', { level: 1, name: 'Quick Tips' })).toBeInTheDocument();
    expect(screen.getByText('Short reminders for the bedside.')).toBeInTheDocument();
    expect(screen.getByText('Check your protocols.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Setting up' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Priming (opens in a new tab)',
      'Air alarms (opens in a new tab)',
      'Go to Initial Training',
    ]);
  });

  it('leaves hidden documents out', () => {
    renderList(tips);
    expect(screen.queryByText(/Old priming/)).not.toBeInTheDocument();
  });

  it('dates the content by the latest visible document, ignoring hidden ones', () => {
    renderList(tips);
    expect(screen.getByText('Content updated September 30, 2025')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no sub-message when the section has none', () => {
    renderList({ ...tips, subMessage: undefined });
    expect(screen.queryByText('Check your protocols.')).not.toBeInTheDocument();
  });

  it('says so when no visible document is dated', () => {
    renderList({ ...tips, documents: documents.filter((document) => document.hidden || !document.dateUpdated) });
    expect(screen.getByRole('alert')).toHaveTextContent('No documents found for this section');
    expect(screen.queryByText(/Content updated/)).not.toBeInTheDocument();
  });

  it('hides the date line when the section asks to', () => {
    renderList({ ...tips, hideContentMessage: true });
    expect(screen.queryByText(/Content updated/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a missing section instead of drawing a blank page', () => {
    renderList(undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Quick Tips' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This section has no content yet');
  });
});

describe('ContentListPage with headerComponent "product-icon-menu"', () => {
  afterEach(() => vi.restoreAllMocks());

  const path = '/demo/internal/pharmacy/quick-tips';

  function renderWithHeader(icon = 'pump') {
    const route = routeAt(pagesCompiled, path);
    const withIcon = { ...route, meta: { ...route.meta, icon } };
    return renderWithProviders(
      <ContentListPage
        route={withIcon}
        compiled={pagesCompiled}
        section={pagesCompiled.sections['pharmacy-quick-tips']}
      />,
      { compiled: pagesCompiled, initialEntries: [path] },
    );
  }

  it('shows the product icon at its size and the content menu of the parent page, current item marked', () => {
    renderWithHeader();
    const icon = screen.getByRole('presentation');
    expect(icon).toHaveAttribute('src', '/images/icons/pump.svg');
    expect(icon).toHaveAttribute('height', '48');
    const menu = screen.getByRole('navigation', { name: 'Pharmacy menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Quick Tips', 'Instructions for Use', 'FAQ']);
    expect(within(menu).getByRole('link', { name: 'Quick Tips' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'FAQ' })).not.toHaveAttribute('aria-current');
  });

  it('warns about an icon the product line does not have and still draws the menu', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithHeader('no-such-icon');
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Icon not found: "no-such-icon"');
    expect(screen.getByRole('navigation', { name: 'Pharmacy menu' })).toBeInTheDocument();
  });

  it('leaves the menu to a parent of kind "menu", which draws it above the page', () => {
    const routes = pagesCompiled.product.routes.map((node) =>
      node.name === 'pharmacy' ? { ...node, kind: 'menu' as const } : node,
    );
    const compiled = { ...pagesCompiled, product: { ...pagesCompiled.product, routes } };
    renderWithProviders(
      <ContentListPage
        route={routeAt(compiled, path)}
        compiled={compiled}
        section={compiled.sections['pharmacy-quick-tips']}
      />,
      { compiled, initialEntries: [path] },
    );
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/images/icons/pump.svg');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('draws no header for a section without headerComponent', () => {
    renderList(tips);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
