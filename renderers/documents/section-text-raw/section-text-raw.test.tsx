import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SectionTextRawDocument } from './section-text-raw';

describe('SectionTextRawDocument', () => {
  it('draws the compiled HTML, links included', () => {
    renderWithProviders(
      <SectionTextRawDocument
        document={{
          type: 'sectionTextRaw',
          text: '<p>Clean <strong>after every patient</strong>. See the <a href="/demo/ifu">IFU</a>.</p>',
        }}
      />,
      { compiled: fixtureLine() },
    );
    expect(screen.getByText('after every patient').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'IFU' })).toHaveAttribute('href', '/demo/ifu');
  });
});
