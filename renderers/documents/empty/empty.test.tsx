import { describe, expect, it } from 'vitest';
import { fixtureLine } from '../../../tests/fixtures/fixture-content';
import { renderWithProviders } from '../../testing/render-with-providers';
import { EmptyDocument } from './empty';

describe('EmptyDocument', () => {
  it('is a spacer hidden from assistive technology', () => {
    const { container } = renderWithProviders(<EmptyDocument document={{ type: 'empty', name: 'ignored' }} />, {
      compiled: fixtureLine(),
    });
    const spacer = container.firstElementChild;
    expect(spacer).toHaveAttribute('aria-hidden', 'true');
    expect(spacer).toBeEmptyDOMElement();
  });
});
