/** The account's product lines (GET /api/catalogue), loaded once for the catalogue and every product area. */
import { createContext, type ReactNode, useContext } from 'react';
import type { CatalogueEntry } from '../../engine/types';
import { loadCatalogue } from '../api/catalogue';
import { useSession } from '../session/session-context';
import { type Resource, useResource } from './use-resource';

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

/** The product line whose prefix starts the path, on a segment boundary (/abc is not /abcd). */
export function entryOfPath<T extends { pathPrefix: string }>(entries: T[], pathname: string): T | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return entries.find((entry) => {
    const prefix = entry.pathPrefix.replace(/\/+$/, '').toLowerCase();
    return path === prefix || path.startsWith(`${prefix}/`);
  });
}
