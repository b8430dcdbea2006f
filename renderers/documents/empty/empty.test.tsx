import { describe, expect, it } from 'vitest';
import { fixtureCompiled } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render-with-providers';
import { EmptyDocument } from './empty';

describe('EmptyDocument', () => {
  it('is a spacer hidden from assistive technology', () => {
    const { container } = renderWithProviders(<EmptyDocument document={{ type: 'empty', name: 'ignored' }} />, {
      compiled: fixtureCompiled(),
    });
    const spacer = container.firstElementChild;
    expect(spacer).toHaveAttribute('aria-hidden', 'true');
    expect(spacer).toBeEmptyDOMElement();
  });
});
