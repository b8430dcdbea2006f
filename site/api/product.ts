/** A product line's compiled manifest and the session settings its renderers need: only the signed-in area asks. */
import type { CompiledProduct, SessionSettings } from '../../engine/types';
import { requestJson } from './http';
import { getSession } from './session';

export function getProduct(model: string, signal?: AbortSignal): Promise<CompiledProduct> {
  return requestJson<CompiledProduct>('GET', `/api/products/${encodeURIComponent(model)}`, { signal });
}

export interface ProductData {
  compiled: CompiledProduct;
  settings: SessionSettings;
}

/**
 * A product line as a resource (data/use-resource.ts), keyed by model. The session answer carries the
 * deployment settings renderers need; asking for it here also lets the server, not the restored
 * sessionStorage flag, decide whether the session is still alive.
 */
export async function loadProduct(model: string, signal: AbortSignal): Promise<ProductData> {
  const [compiled, session] = await Promise.all([getProduct(model, signal), getSession(signal)]);
  return { compiled, settings: session.settings };
}
