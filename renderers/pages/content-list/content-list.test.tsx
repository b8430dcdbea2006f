import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompiledProduct, SectionResource } from '../../../engine/shared/types';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { routeAt } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ContentListPage } from './content-list';

/** The fixture's quick tips plus what they lack: a sub-message and a hidden document dated after the others. */
function tipsSection(): SectionResource {
  const { tips } = fixtureLine().sections;
  if (!tips) throw new Error('The fixture has no "tips" section');
  return {
    ...tips,
    subMessage: 'Check your protocols.',
    documents: [
      ...tips.documents,
      { type: 'download', name: 'Old tips', filePath: 'demo/tips.pdf', dateUpdated: '2025-12-01', hidden: true },
    ],
  };
}

function renderList(section: SectionResource | undefined, previousVisit?: string) {
  const compiled = fixtureLine();
  if (section) compiled.sections.tips = section;
  else delete compiled.sections.tips;
  const route = routeAt(compiled, '/demo/internal/using/quick-tips');
  return renderWithProviders(<ContentListPage route={route} compiled={compiled} section={section} />, {
    compiled,
    initialEntries: [route.path],
    previousVisit,
  });
}

/** The names of the rows that carry the Updated badge. */
function badgedRows(): string[] {
  return screen.getAllByText('Updated').map((badge) => {
    const row = badge.closest('.doc-row');
    return row ? (within(row as HTMLElement).getAllByRole('link')[0]?.textContent ?? '') : '';
  });
}

describe('ContentListPage', () => {
  it('shows the route title, the messages and every visible document', () => {
    renderList(tipsSection());
    expect(screen.getByRole('heading', { level: 1, name: 'Quick Tips' })).toBeInTheDocument();
    expect(screen.getByText('Tips for the Acme test pump.')).toBeInTheDocument();
    expect(screen.getByText('Check your protocols.')).toBeInTheDocument();
    expect(screen.getByText('text').tagName).toBe('STRONG');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Acme setup guide (opens in a new tab)',
      'Acme compatibility (opens in a new tab)',
      'Acme course (opens in a new tab)',
      'Back home',
      'Tips (opens in a new tab)',
      'Guide (opens in a new tab)',
    ]);
  });

  it('badges the rows of every type that changed since the previous visit, and no others', () => {
    const section = tipsSection();
    section.documents.push({ type: 'route', name: 'New route', to: 'home', dateUpdated: '2025-03-01' });
    // Quick Tips has Acme setup guide (2025-05-05), Tips (2025-01-02) and Acme compatibility (2024-02-01).
    renderList(section, '2025-01-02');
    expect(badgedRows()).toEqual(['Acme setup guide (opens in a new tab)', 'Tips (opens in a new tab)', 'New route']);
  });

  it('badges nothing on a first visit', () => {
    renderList(tipsSection());
    expect(screen.queryByText('Updated')).not.toBeInTheDocument();
  });

  it('leaves hidden documents out', () => {
    renderList(tipsSection());
    expect(screen.queryByText(/Old tips/)).not.toBeInTheDocument();
  });

  it('dates the content by the latest visible document, ignoring hidden ones', () => {
    renderList(tipsSection());
    expect(screen.getByText('Content updated May 05, 2025')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no sub-message when the section has none', () => {
    renderList({ ...tipsSection(), subMessage: undefined });
    expect(screen.queryByText('Check your protocols.')).not.toBeInTheDocument();
  });

  it('says so when no visible document is dated', () => {
    const tips = tipsSection();
    renderList({ ...tips, documents: tips.documents.filter((document) => document.hidden || !document.dateUpdated) });
    expect(screen.getByRole('alert')).toHaveTextContent('No documents found for this section');
    expect(screen.queryByText(/Content updated/)).not.toBeInTheDocument();
  });

  it('hides the date line when the section asks to', () => {
    renderList({ ...tipsSection(), hideContentMessage: true });
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

  function renderWithHeader(compiled: CompiledProduct = fixtureLine()) {
    return renderWithProviders(
      <ContentListPage
        route={routeAt(compiled, path)}
        compiled={compiled}
        section={compiled.sections['pharmacy-quick-tips']}
      />,
      { compiled, initialEntries: [path] },
    );
  }

  it('shows the product icon at its size and the content menu of the parent page, current item marked', () => {
    renderWithHeader();
    const icon = screen.getByRole('presentation');
    expect(icon).toHaveAttribute('src', '/images/icons/demo-pump.svg');
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
    const compiled = fixtureLine();
    routeAt(compiled, path).meta.icon = 'no-such-icon';
    renderWithHeader(compiled);
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Icon not found: "no-such-icon"');
    expect(screen.getByRole('navigation', { name: 'Pharmacy menu' })).toBeInTheDocument();
  });

  it('leaves the menu to a parent of kind "menu", which draws it above the page', () => {
    const compiled = fixtureLine();
    routeAt(compiled, '/demo/internal/pharmacy').kind = 'menu';
    renderWithHeader(compiled);
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/images/icons/demo-pump.svg');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('draws no header for a section without headerComponent', () => {
    renderList(tipsSection());
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
