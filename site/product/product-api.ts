/** A product line's compiled manifest and the session settings its renderers need: only the signed-in area asks. */
import type { CompiledProduct, SessionAnswer, SessionSettings } from '../../engine/shared/types';
import { requestJson } from '../api/http';
import { getSession } from '../session/session-api';

/**
 * A session answer the tab has just had: the route guard's question in a tab that stored no session,
 * or a sign-in link's check. The product line drawn right after it takes it instead of asking
 * GET /api/session again, so a new tab opened on a product page asks once. Taken once, and only while
 * fresh: any later product load asks the server.
 */
let justAnswered: { answer: SessionAnswer; at: number } | undefined;
const freshForMs = 10_000;

export function keepSessionAnswer(answer: SessionAnswer): void {
  justAnswered = { answer, at: Date.now() };
}

function currentSession(signal?: AbortSignal): Promise<SessionAnswer> {
  const kept = justAnswered;
  justAnswered = undefined;
  return kept && Date.now() - kept.at < freshForMs ? Promise.resolve(kept.answer) : getSession(signal);
}

export interface ProductData {
  compiled: CompiledProduct;
  settings: SessionSettings;
}

/**
 * A product line, asked for by its route's loader (manifest-loader.ts). The session answer carries the
 * deployment settings renderers need. The manifest's own request, which no cache answers, lets the
 * server, not the restored sessionStorage flag, decide whether the session is still alive.
 */
export async function loadProduct(model: string, signal?: AbortSignal): Promise<ProductData> {
  const [compiled, session] = await Promise.all([
    requestJson<CompiledProduct>('GET', `/api/products/${encodeURIComponent(model)}`, { signal }),
    currentSession(signal),
  ]);
  return { compiled, settings: session.settings };
}
