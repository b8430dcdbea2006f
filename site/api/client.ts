/**
 * Typed calls of the server's HTTP interface (docs/ARCHITECTURE.md) that the first page makes;
 * answer types come from schema/compiled. The calls only other chunks make live with the feature
 * whose chunk uses them: the session question, sign-out and the password and link checks
 * (session/session-api.ts, sign-out-api.ts, sign-in-api.ts), the catalogue (catalogue/catalogue-api.ts),
 * product lines and paper copies (product/product-api.ts, render-actions.ts) and search
 * (search/search-api.ts).
 */
import type { ConflictAnswer, SessionAnswer, SiteAnswer } from '../../engine/shared/types';
import { isApiError } from './errors';
import { askedLanguage, askInLanguage, requestJson } from './http';

export type { ConflictAnswer, SessionAnswer, SiteAnswer };

/**
 * The site texts in the page's language. On the dev server's page, an address whose first segment
 * only has a language code's form (a product line named so) asks for a language the site lacks,
 * which the server refuses: the page is then in the default language, and so is every later
 * question. In production the page's language is one the server confirmed (language.tsx).
 */
export function getSite(signal?: AbortSignal): Promise<SiteAnswer> {
  const ask = () => requestJson<SiteAnswer>('GET', '/api/site', { signal });
  if (!import.meta.env.DEV) return ask();
  return ask().catch((error: unknown) => {
    if (!askedLanguage() || !isApiError(error, 'server')) throw error;
    askInLanguage(undefined);
    return ask();
  });
}
