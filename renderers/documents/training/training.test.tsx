import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentOf } from '../../../engine/shared/types';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { documentOfType } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { TrainingDocument } from './training';

/** The fixture's training course, changed as a test needs. */
function renderDocument(change: (document: DocumentOf<'training'>) => DocumentOf<'training'> = (d) => d) {
  const compiled = fixtureLine();
  const course = documentOfType(compiled.sections.tips, 'training');
  return renderWithProviders(<TrainingDocument document={change(course)} />, { compiled });
}

describe('TrainingDocument', () => {
  it('opens the package from the training area in a new tab', () => {
    // The fixture course has no text of its own.
    renderDocument((document) => ({ ...document, text: 'About 20 minutes.' }));
    const link = screen.getByRole('link', { name: /Acme course/ });
    expect(link).toHaveAttribute('href', '/public/training/acme/course/index.html');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(screen.getByText('About 20 minutes.')).toBeInTheDocument();
  });

  it('accepts a path without a leading slash', () => {
    renderDocument((document) => ({ ...document, path: 'acme/course/index.html' }));
    expect(screen.getByRole('link')).toHaveAttribute('href', '/public/training/acme/course/index.html');
  });

  it('shows its date when dated, as every dated row does', () => {
    renderDocument((document) => ({ ...document, dateUpdated: '2025-05-05' }));
    expect(screen.getByText('May 05, 2025')).toHaveAttribute('datetime', '2025-05-05');
  });

  it('is not a link when disabled', () => {
    renderDocument((document) => ({ ...document, disabled: true }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
