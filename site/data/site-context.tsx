/** Site-wide texts and public settings (GET /api/site), needed by every screen including the login. */
import { createContext, type ReactNode, useContext } from 'react';
import { getSite, type SiteAnswer } from '../api/client';
import { ErrorPanel } from '../errors/error-panel';
import { Loading } from '../errors/loading';
import { useResource } from './use-resource';

/** Exported so stories can provide fixed site data without a request. */
export const SiteContext = createContext<SiteAnswer | null>(null);

/** Started by the entry before anything is drawn (main.tsx); the provider takes the answer. */
export const loadSite = (_key: string, signal: AbortSignal) => getSite(signal);

export function SiteProvider({ children }: { children: ReactNode }) {
  const { state, retry } = useResource('site', loadSite);
  // Without the site texts there is no header or login to draw, so these states stand alone.
  if (state.status === 'loading') return <Loading label="Loading the portal…" />;
  if (state.status === 'error') return <ErrorPanel message={state.error.message} onRetry={retry} />;
  return <SiteContext.Provider value={state.data}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteAnswer {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite must be used inside <SiteProvider>');
  return value;
}
