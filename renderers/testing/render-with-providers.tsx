/** Test helper: render a node inside the router and render context, as the site would. */
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Providers, type ProvidersOptions } from './providers';

export function renderWithProviders(node: ReactNode, options: ProvidersOptions): RenderResult {
  return render(<Providers {...options}>{node}</Providers>);
}
