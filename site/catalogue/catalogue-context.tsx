/** The account's product lines (GET /api/catalogue), loaded once for the catalogue and every product area. */
import { createContext, type ReactNode, useContext } from 'react';
import type { CatalogueEntry } from '../../engine/shared/types';
import { useSession } from '../session/session-context';
import { type Resource, useResource } from '../shared/use-resource';
import { loadCatalogue } from './catalogue-api';

/** Exported so stories can provide a fixed catalogue state without a request. */
export const CatalogueContext = createContext<Resource<CatalogueEntry[]> | null>(null);

export function CatalogueProvider({ children }: { children: ReactNode }) {
  const { account } = useSession();
  // Keyed by account so signing in as another account never shows the previous one's products.
  const resource = useResource(account ? String(account.name) : null, loadCatalogue);
  return <CatalogueContext.Provider value={resource}>{children}</CatalogueContext.Provider>;
}

export function useCatalogue(): Resource<CatalogueEntry[]> {
  const value = useContext(CatalogueContext);
  if (!value) throw new Error('useCatalogue must be used inside <CatalogueProvider>');
  return value;
}
