/**
 * The providers a renderer needs (a router and the render context), built from a
 * compiled product the same way the site builds them. Shared by tests and stories.
 */
import { type ReactNode, useMemo } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { RenderActions, RenderContextValue } from '../../engine/render/contract';
import { RenderProvider } from '../../engine/render/render-context';
import type { CompiledProduct, SessionSettings, SiteSettings } from '../../engine/types';
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
  /** Site texts: tests draw the fixture set's, stories the demo content's. */
  site: SiteSettings;
  /** What the site would do; by default a request fails, as nothing here reaches a server. */
  actions?: Partial<RenderActions>;
}

const offline: RenderActions = {
  requestPaperCopy: async () => ({ ok: false, message: 'No server in this preview', fields: {} }),
};

export function Providers({
  compiled,
  initialEntries,
  settings = demoSettings,
  site,
  actions,
  children,
}: ProvidersOptions & { children: ReactNode }) {
  const value = useMemo<RenderContextValue>(
    () => ({ compiled, settings, site, actions: { ...offline, ...actions }, registry }),
    [compiled, settings, site, actions],
  );
  return (
    <MemoryRouter initialEntries={initialEntries ?? [compiled.product.pathPrefix]}>
      <RenderProvider value={value}>{children}</RenderProvider>
    </MemoryRouter>
  );
}
