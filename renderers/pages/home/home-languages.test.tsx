import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompiledProduct } from '../../../engine/shared/types';
import { fixtureLine, fixtureSite } from '../../../tests/fixtures/fixture-content';
import { routeAt } from '../../testing/fixtures';
import { InSpanish } from '../../testing/in-spanish';
import { renderWithProviders } from '../../testing/render-with-providers';
import { spanishSite } from '../../testing/spanish-site';
import { HomePage } from './home';

function renderHomeInSpanish(compiled: CompiledProduct) {
  const route = routeAt(compiled, '/demo/internal/home');
  return renderWithProviders(
    <InSpanish>
      <HomePage route={route} compiled={compiled} />
    </InSpanish>,
    { compiled, initialEntries: [route.path], site: spanishSite(fixtureSite()) },
  );
}

describe('HomePage in another language', () => {
  it('shows an untranslated home in a region of its language under the notice', () => {
    const compiled = fixtureLine();
    const untranslated = { ...compiled, product: { ...compiled.product, contentLang: 'en' } } as CompiledProduct;
    renderHomeInSpanish(untranslated);
    expect(screen.getByText('Este contenido aún no está traducido al español.').closest('[lang]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('marks nothing on a translated home', () => {
    const { container } = renderHomeInSpanish(fixtureLine('demo-pump', 'es'));
    expect(screen.queryByText('Este contenido aún no está traducido al español.')).not.toBeInTheDocument();
    expect(container.querySelector('.language-region')).toBeNull();
  });
});
