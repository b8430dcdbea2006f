import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SectionHeaderRawDocument } from './section-header-raw';

describe('SectionHeaderRawDocument', () => {
  it('draws the compiled HTML inside a heading', () => {
    renderWithProviders(
      <SectionHeaderRawDocument
        document={{ type: 'sectionHeaderRaw', text: 'Secure documents &amp; <em>training</em>' }}
      />,
      { compiled: fixtureLine() },
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Secure documents & training' });
    expect(heading.querySelector('em')).toHaveTextContent('training');
  });
});
