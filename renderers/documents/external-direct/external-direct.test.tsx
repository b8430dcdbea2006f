import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentOf } from '../../../engine/shared/types';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ExternalDirectDocument } from './external-direct';

const portal: DocumentOf<'external-direct'> = {
  type: 'external-direct',
  name: 'Clinical education portal',
  url: 'https://education.example.com/infusion',
};

function renderDocument(document: DocumentOf<'external-direct'>) {
  return renderWithProviders(<ExternalDirectDocument document={document} />, { compiled: fixtureLine() });
}

describe('ExternalDirectDocument', () => {
  it('links straight to the external page in a new tab', () => {
    renderDocument(portal);
    const link = screen.getByRole('link', { name: /Clinical education portal/ });
    expect(link).toHaveAttribute('href', 'https://education.example.com/infusion');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is not a link when disabled', () => {
    renderDocument({ ...portal, disabled: true });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
