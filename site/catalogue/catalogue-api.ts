/**
 * The account's catalogue: the signed-in routes' loader asks for it (session/signed-in-loader.ts),
 * beside the route's code.
 */
import type { CatalogueEntry } from '../../engine/shared/types';
import { requestJson } from '../api/http';

export function getCatalogue(): Promise<CatalogueEntry[]> {
  return requestJson<CatalogueEntry[]>('GET', '/api/catalogue');
}
