import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SectionHeaderDocument } from './section-header';

describe('SectionHeaderDocument', () => {
  it('draws the title as a heading with optional text', () => {
    renderWithProviders(
      <SectionHeaderDocument document={{ type: 'sectionHeader', title: 'Setting up', text: 'Before first use.' }} />,
      { compiled: fixtureLine() },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Setting up' })).toBeInTheDocument();
    expect(screen.getByText('Before first use.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
