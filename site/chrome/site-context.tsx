/** Site-wide texts and public settings (GET /api/site), needed by every screen including the login. */
import { createContext, type ReactNode, useContext } from 'react';
import { getSite, type SiteAnswer } from '../api/client';
import { useResource } from '../shared/use-resource';
import { ErrorPanel } from './error-panel';
import { Loading } from './loading';
import { textsBeforeSite } from './texts-before-site';

/** Exported so stories can provide fixed site data without a request. */
export const SiteContext = createContext<SiteAnswer | null>(null);

let lastAsked: Promise<SiteAnswer> | undefined;

/** Started by the entry before anything is drawn (main.tsx); the provider takes the answer. */
export const loadSite = (_key: string, signal: AbortSignal) => {
  lastAsked = getSite(signal);
  return lastAsked;
};

/**
 * The site texts for the router, which adds a product line's routes before anything is drawn: the
 * answer the portal asked for last, or a question of its own when that one was not answered.
 */
export function siteAnswer(): Promise<SiteAnswer> {
  return (lastAsked ?? getSite()).catch(() => getSite());
}

export function SiteProvider({ children }: { children: ReactNode }) {
  const { state, retry } = useResource('site', loadSite);
  // Without the site texts there is no header or login to draw, so these states stand alone.
  if (state.status === 'loading') return <Loading label={textsBeforeSite.loading} />;
  if (state.status === 'error') return <ErrorPanel error={state.error} onRetry={retry} />;
  return <SiteContext.Provider value={state.data}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteAnswer {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite must be used inside <SiteProvider>');
  return value;
}
