/** The registry wired through the engine dispatcher: every type draws, an unknown one fails loudly. */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentView, NoticeView, PageView } from '../engine/rendering/dispatch';
import type { Document, Notice } from '../engine/shared/types';
import { fixtureLine } from '../tests/fixtures/fixture-content';
import { documentRenderers, pageRenderers } from './registry';
import { routeAt } from './testing/fixtures';
import { renderWithProviders } from './testing/render-with-providers';

describe('document dispatch', () => {
  afterEach(() => vi.restoreAllMocks());

  it('throws in tests for a document type without a renderer', () => {
    // React reports the error it rethrows; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unknown = { type: 'x', name: 'Mystery' } as unknown as Document;
    expect(() => renderWithProviders(<DocumentView document={unknown} />, { compiled: fixtureLine() })).toThrow(
      'No renderer for document type "x"',
    );
  });

  it('does not resolve a renderer from the object prototype', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sneaky = { type: 'constructor', name: 'Sneaky' } as unknown as Document;
    expect(() => renderWithProviders(<DocumentView document={sneaky} />, { compiled: fixtureLine() })).toThrow(
      'No renderer for document type "constructor"',
    );
  });

  it('draws a known type with its registered renderer', () => {
    renderWithProviders(<DocumentView document={{ type: 'sectionHeader', title: 'Setting up' }} />, {
      compiled: fixtureLine(),
    });
    expect(screen.getByRole('heading', { name: 'Setting up' })).toBeInTheDocument();
  });

  it('has a renderer for all eleven document types', () => {
    expect(Object.keys(documentRenderers)).toHaveLength(11);
  });
});

describe('page dispatch', () => {
  it('has a renderer for all twelve page kinds', () => {
    expect(Object.keys(pageRenderers).sort()).toEqual([
      'contact',
      'content-list',
      'downloads',
      'faq',
      'home',
      'implementation-overview',
      'instructions-for-use',
      'learning-library',
      'menu',
      'superuser-resources',
      'video',
      'whats-new',
    ]);
  });

  it('draws superuser resources as a content list with its one link', () => {
    const compiled = fixtureLine();
    const route = routeAt(compiled, '/demo/internal/pharmacy/superuser-resources');
    renderWithProviders(<PageView route={route} section={compiled.sections['superuser-resources']} />, {
      compiled,
      initialEntries: [route.path],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Superuser Resources' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Missing Content (opens in a new tab)',
    ]);
  });
});

describe('notice dispatch', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws each severity with its registered renderer, and fails loudly for one without', () => {
    const [notice] = fixtureLine().product.notices ?? [];
    if (!notice) throw new Error('the fixture line has a notice');
    for (const severity of ['advisory', 'field-safety-notice', 'recall'] as const) {
      const { unmount } = renderWithProviders(<NoticeView notice={{ ...notice, severity }} heading="h2" />, {
        compiled: fixtureLine(),
      });
      expect(screen.getByRole('heading', { level: 2, name: notice.title })).toBeInTheDocument();
      unmount();
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unknown = { ...notice, severity: 'rumour' } as unknown as Notice;
    expect(() =>
      renderWithProviders(<NoticeView notice={unknown} heading="h2" />, { compiled: fixtureLine() }),
    ).toThrow('No renderer for notice severity "rumour"');
  });
});
