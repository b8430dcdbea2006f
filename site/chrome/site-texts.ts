/**
 * The site texts' context, apart from their provider (site-context.tsx), which draws the loading
 * state: what that state and the error panels read must not import the provider back.
 */
import { createContext, useContext } from 'react';
import type { SiteAnswer } from '../api/client';

/** Exported so stories can provide fixed site data without a request. */
export const SiteContext = createContext<SiteAnswer | null>(null);

/** The site texts when a provider above holds them; null before they arrive or outside one. */
export function useSiteIfThere(): SiteAnswer | null {
  return useContext(SiteContext);
}
