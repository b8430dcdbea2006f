/** Test helper: render a node inside the router and render context, as the site would. */
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fixtureSite } from '../../tests/fixtures/fixture-content';
import { Providers, type ProvidersOptions } from './providers';

/** The fixture set's site texts unless the test gives its own. */
export function renderWithProviders(
  node: ReactNode,
  options: Omit<ProvidersOptions, 'site'> & Partial<Pick<ProvidersOptions, 'site'>>,
): RenderResult {
  return render(
    <Providers site={fixtureSite()} {...options}>
      {node}
    </Providers>,
  );
}
