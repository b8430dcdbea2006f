/** The registry wired through the engine dispatcher: every type draws, an unknown one fails loudly. */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentView } from '../engine/render/dispatch';
import type { Document } from '../engine/types';
import { documentRenderers } from './registry';
import { fixtureCompiled } from './testing/fixtures';
import { renderWithProviders } from './testing/render-with-providers';

describe('document dispatch', () => {
  afterEach(() => vi.restoreAllMocks());

  it('throws in tests for a document type without a renderer', () => {
    // React reports the error it rethrows; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unknown = { type: 'x', name: 'Mystery' } as unknown as Document;
    expect(() => renderWithProviders(<DocumentView document={unknown} />, { compiled: fixtureCompiled() })).toThrow(
      'No renderer for document type "x"',
    );
  });

  it('does not resolve a renderer from the object prototype', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sneaky = { type: 'constructor', name: 'Sneaky' } as unknown as Document;
    expect(() => renderWithProviders(<DocumentView document={sneaky} />, { compiled: fixtureCompiled() })).toThrow(
      'No renderer for document type "constructor"',
    );
  });

  it('draws a known type with its registered renderer', () => {
    renderWithProviders(<DocumentView document={{ type: 'sectionHeader', title: 'Setting up' }} />, {
      compiled: fixtureCompiled(),
    });
    expect(screen.getByRole('heading', { name: 'Setting up' })).toBeInTheDocument();
  });

  it('has a renderer for all eleven document types', () => {
    expect(Object.keys(documentRenderers)).toHaveLength(11);
  });
});
