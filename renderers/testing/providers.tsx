/**
 * The providers a renderer needs (a router and the render context), built from a
 * compiled product the same way the site builds them. Shared by tests and stories.
 */
import { type ReactNode, useMemo } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { RenderActions, RenderContextValue } from '../../engine/rendering/contract';
import { RenderProvider } from '../../engine/rendering/render-context';
import type { CompiledProduct, SessionSettings, SiteSettings } from '../../engine/shared/types';
import { registry } from '../registry';
import { demoSiteTexts } from './demo-site';

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
  /** The site texts; those of content/site.json by default (tests of the fixture set pass its own). */
  site?: SiteSettings;
  /** What the site would do; by default a request fails, as nothing here reaches a server. */
  actions?: Partial<RenderActions>;
  /** The day (YYYY-MM-DD) of the browser's previous visit to the line; none (a first visit) by default. */
  previousVisit?: string;
  /** Today (YYYY-MM-DD), for which notices are recent; none by default, so no notice is. */
  today?: string;
}

const offline: RenderActions = {
  requestPaperCopy: async () => ({ ok: false, message: 'No server in this preview', fields: {} }),
};

function renderContextOf(
  compiled: CompiledProduct,
  {
    settings = demoSettings,
    site = demoSiteTexts(),
    actions,
    previousVisit,
    today,
  }: Omit<ProvidersOptions, 'compiled'> = {},
): RenderContextValue {
  return {
    compiled,
    settings,
    site,
    actions: { ...offline, ...actions },
    registry,
    ...(previousVisit === undefined ? {} : { previousVisit }),
    ...(today === undefined ? {} : { today }),
  };
}

export function Providers({
  compiled,
  initialEntries,
  settings,
  site,
  actions,
  previousVisit,
  today,
  children,
}: ProvidersOptions & { children: ReactNode }) {
  const value = useMemo(
    () => renderContextOf(compiled, { settings, site, actions, previousVisit, today }),
    [compiled, settings, site, actions, previousVisit, today],
  );
  return (
    <MemoryRouter initialEntries={initialEntries ?? [compiled.product.pathPrefix]}>
      <RenderProvider value={value}>{children}</RenderProvider>
    </MemoryRouter>
  );
}
