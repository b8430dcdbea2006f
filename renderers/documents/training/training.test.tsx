import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentOf } from '../../../engine/types';
import { fixtureCompiled } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { TrainingDocument } from './training';

const module: DocumentOf<'training'> = {
  type: 'training',
  name: 'Pump operation eLearning',
  text: 'About 20 minutes.',
  path: '/demo/pump-operation/index.html',
};

function renderDocument(document: DocumentOf<'training'>) {
  return renderWithProviders(<TrainingDocument document={document} />, { compiled: fixtureCompiled() });
}

describe('TrainingDocument', () => {
  it('opens the package from the training area in a new tab', () => {
    renderDocument(module);
    const link = screen.getByRole('link', { name: /Pump operation eLearning/ });
    expect(link).toHaveAttribute('href', '/public/training/demo/pump-operation/index.html');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(screen.getByText('About 20 minutes.')).toBeInTheDocument();
  });

  it('accepts a path without a leading slash', () => {
    renderDocument({ ...module, path: 'demo/pump-operation/index.html' });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/public/training/demo/pump-operation/index.html');
  });

  it('is not a link when disabled', () => {
    renderDocument({ ...module, disabled: true });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
