import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompiledProduct } from '../../../engine/shared/types';
import { fixtureLine, fixtureSite } from '../../../tests/fixtures/fixture-content';
import { routeAt } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { WhatsNewPage } from './whats-new';

/** The fixture line without its safety notice: the documents' entries are what most tests look at. */
function documentsOnly(): CompiledProduct {
  const compiled = fixtureLine();
  const { notices: _notices, ...product } = compiled.product;
  return { ...compiled, product };
}

function renderWhatsNew(compiled: CompiledProduct = documentsOnly(), previousVisit?: string) {
  const route = routeAt(compiled, '/demo/whats-new');
  return renderWithProviders(<WhatsNewPage route={route} compiled={compiled} />, {
    compiled,
    initialEntries: [route.path],
    site: fixtureSite(),
    previousVisit,
  });
}

/** The entries of the month lists, newest first, not the lists of earlier versions inside them. */
function entries(): HTMLElement[] {
  return screen
    .getAllByRole('heading', { level: 2 })
    .flatMap((month) => [...screen.getByRole('list', { name: month.textContent ?? '' }).children] as HTMLElement[]);
}

/** The line above an entry's row: its date, and what kind of change it was. */
const dateLine = (entry: HTMLElement) => entry.querySelector('time')?.parentElement;

describe('WhatsNewPage', () => {
  it('shows its title and the introduction from site.json', () => {
    renderWhatsNew();
    expect(screen.getByRole('heading', { level: 1, name: "What's new" })).toBeInTheDocument();
    expect(
      screen.getByText('The latest documents added or updated for this product line, newest first.'),
    ).toBeInTheDocument();
  });

  it('lists the dated documents newest first, each with its date', () => {
    renderWhatsNew();
    const summary = entries().map((entry) => [
      entry.querySelector('time')?.textContent,
      within(entry).getAllByRole('link')[0]?.textContent,
    ]);
    expect(summary).toEqual([
      ['July 08, 2025', 'Instructions for use, software version 5 (opens in a new tab)'],
      ['June 24, 2025', 'Enable KVO for the secondary titration workflow (opens in a new tab)'],
      ['June 01, 2025', 'Flushing sheet (opens in a new tab)'],
      ['May 05, 2025', 'Acme setup guide (opens in a new tab)'],
      ['January 02, 2025', 'Tips (opens in a new tab)'],
      ['March 12, 2024', 'Instructions for use, software version 4 (opens in a new tab)'],
      ['February 01, 2024', 'Acme compatibility (opens in a new tab)'],
      ['February 01, 2024', 'Acme compatibility, for biomedical teams (opens in a new tab)'],
      ['January 17, 2024', 'Drug library reports (opens in a new tab)'],
    ]);
  });

  it('groups the entries under one heading per month, newest first', () => {
    renderWhatsNew();
    const months = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(months).toEqual([
      'July 2025',
      'June 2025',
      'May 2025',
      'January 2025',
      'March 2024',
      'February 2024',
      'January 2024',
    ]);
    expect(within(screen.getByRole('list', { name: 'June 2025' })).getAllByRole('time').length).toBe(2);
  });

  it('does not repeat in a row the date written above it, and still names the version', () => {
    renderWhatsNew();
    const july = screen.getByRole('list', { name: 'July 2025' });
    // The row's own edition comes first; its Spanish file's, dated, under "Other languages".
    const [own] = within(july).getAllByText(/^Version 5\.0 Rev\. B/);
    expect(own).toHaveTextContent(/^Version 5\.0 Rev\. B$/);
    expect(within(july).getAllByText('July 08, 2025')).toHaveLength(1);
  });

  it('names each page fully, so pages sharing a title have links of their own', () => {
    renderWhatsNew();
    const pageLinks = entries().map((entry) => within(entry).getAllByRole('link').at(-1));
    const targetsByText = new Map<string, Set<string | null>>();
    for (const link of pageLinks) {
      const text = link?.textContent ?? '';
      targetsByText.set(text, (targetsByText.get(text) ?? new Set()).add(link?.getAttribute('href') ?? null));
    }
    for (const [text, targets] of targetsByText) expect([text, targets.size]).toEqual([text, 1]);
  });

  it('draws each document as its own row does: the same link, size and versions', () => {
    renderWhatsNew();
    const [first] = entries();
    if (!first) throw new Error('no entry');
    expect(within(first).getByRole('link', { name: /^Instructions for use, software version 5/ })).toHaveAttribute(
      'href',
      '/public/demo/instructions-for-use-v5.pdf',
    );
    expect(within(first).getByText('24 KB')).toBeInTheDocument();
    expect(within(first).getByText('Previous versions')).toBeInTheDocument();
  });

  it('marks a document that replaced an earlier version, and links the page it is on', () => {
    renderWhatsNew();
    const [first, second] = entries();
    if (!first || !second) throw new Error('too few entries');
    expect(dateLine(first)).toHaveTextContent('July 08, 2025 · New version');
    expect(dateLine(second)).toHaveTextContent(/^June 24, 2025$/);
    expect(within(first).getByRole('link', { name: 'Instructions for Use – Pharmacy' })).toHaveAttribute(
      'href',
      '/demo/internal/pharmacy/instructions-for-use',
    );
    expect(within(first).getByText(/^On/)).toHaveTextContent('On Instructions for Use – Pharmacy');
  });

  it('badges the documents changed since the previous visit', () => {
    renderWhatsNew(undefined, '2025-06-01');
    const badged = screen
      .getAllByText('Updated')
      .map((badge) => badge.closest('li')?.querySelector('time')?.textContent);
    expect(badged).toEqual(['July 08, 2025', 'June 24, 2025', 'June 01, 2025']);
  });

  it('badges nothing on a first visit', () => {
    renderWhatsNew();
    expect(screen.queryByText('Updated')).not.toBeInTheDocument();
  });

  it('says so when no document of the line is dated', () => {
    const compiled = documentsOnly();
    compiled.sections = {};
    renderWhatsNew(compiled);
    expect(screen.getByText('Nothing has been updated yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("lists the line's safety notice by its date, ahead of the documents, drawn in full", () => {
    renderWhatsNew(fixtureLine());
    const months = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(months.slice(0, 2)).toEqual(['November 2026', 'July 2025']);
    const [first] = entries();
    if (!first) throw new Error('no entry');
    expect(dateLine(first)).toHaveTextContent(/^November 20, 2026$/);
    const notice = within(first).getByRole('article', { name: 'Occlusion alarm may sound late' });
    expect(notice).toHaveTextContent('Field safety notice');
    expect(notice).toHaveTextContent('04056869000015');
    expect(within(notice).getByRole('link', { name: 'Read the notice (PDF)' })).toHaveAttribute(
      'href',
      '/public/demo/notices/fsn-occlusion.pdf',
    );
  });
});
