import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SectionTextDocument } from './section-text';

describe('SectionTextDocument', () => {
  it('draws the text as a paragraph, never as HTML', () => {
    renderWithProviders(
      <SectionTextDocument document={{ type: 'sectiontext', text: 'Use <b>only</b> approved agents.' }} />,
      {
        compiled: fixtureLine(),
      },
    );
    expect(screen.getByText('Use <b>only</b> approved agents.')).toBeInTheDocument();
  });

  it('shows an optional title', () => {
    renderWithProviders(
      <SectionTextDocument document={{ type: 'sectiontext', title: 'Cleaning', text: 'Wipe down.' }} />,
      {
        compiled: fixtureLine(),
      },
    );
    expect(screen.getByRole('heading', { name: 'Cleaning' })).toBeInTheDocument();
  });
});
