/**
 * The account's catalogue: the signed-in area shows it, and the entry asks for it at start when the
 * tab holds a session (main.tsx), beside the signed-in area's chunk.
 */
import type { CatalogueEntry } from '../../engine/shared/types';
import { requestJson } from '../api/http';

function getCatalogue(signal?: AbortSignal): Promise<CatalogueEntry[]> {
  return requestJson<CatalogueEntry[]>('GET', '/api/catalogue', { signal });
}

/** The catalogue as a resource (shared/use-resource.ts), keyed by account so another account never sees the previous one's. */
export const loadCatalogue = (_account: string, signal: AbortSignal) => getCatalogue(signal);
