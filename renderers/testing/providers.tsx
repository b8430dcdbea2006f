/**
 * The providers a renderer needs (a router and the render context), built from a
 * compiled product the same way the site builds them. Shared by tests and stories.
 */
import { type ReactNode, useMemo } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { RenderContextValue } from '../../engine/render/contract';
import { RenderProvider } from '../../engine/render/render-context';
import type { CompiledProduct, SessionSettings } from '../../engine/types';
import { registry } from '../registry';

/** Deployment settings of the demo; never real values. */
export const demoSettings: SessionSettings = {
  supportPhone: '1-800-555-0100',
  supportEmail: 'support@example.com',
  eifuPassword: 'demo-eifu',
  learningLibraryUrl: '/public/training/learning-library/index.html',
};

export interface ProvidersOptions {
  compiled: CompiledProduct;
  /** Addresses of the memory router; the first is the current page unless initialIndex says otherwise. */
  initialEntries?: string[];
  settings?: SessionSettings;
}

export function renderContextOf(
  compiled: CompiledProduct,
  settings: SessionSettings = demoSettings,
): RenderContextValue {
  return { compiled, settings, registry };
}

export function Providers({
  compiled,
  initialEntries,
  settings,
  children,
}: ProvidersOptions & { children: ReactNode }) {
  const value = useMemo(() => renderContextOf(compiled, settings), [compiled, settings]);
  return (
    <MemoryRouter initialEntries={initialEntries ?? [compiled.product.pathPrefix]}>
      <RenderProvider value={value}>{children}</RenderProvider>
    </MemoryRouter>
  );
}
