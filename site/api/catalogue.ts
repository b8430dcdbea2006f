/** The account's catalogue and a product line's compiled manifest: only the signed-in area asks for them. */
import type { CatalogueEntry, CompiledProduct } from '../../engine/types';
import { requestJson } from './http';

export function getCatalogue(signal?: AbortSignal): Promise<CatalogueEntry[]> {
  return requestJson<CatalogueEntry[]>('GET', '/api/catalogue', { signal });
}

export function getProduct(model: string, signal?: AbortSignal): Promise<CompiledProduct> {
  return requestJson<CompiledProduct>('GET', `/api/products/${encodeURIComponent(model)}`, { signal });
}
