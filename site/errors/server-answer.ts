/**
 * The error the server answered this page's own address with. When a browser opens an address the
 * server refuses or cannot answer (server/routes/error-pages.ts), the answer is the site's page with
 * the status (and Retry-After) in a `<meta>`; the router starts with that error (answered-route.tsx),
 * so the error page (error-page.tsx) is drawn, and any navigation away from it leaves it behind.
 */
import { errorStatusMeta, retryAfterMeta } from '../../engine/shared/routes/error-page';

export class ServerAnswer extends Error {
  constructor(
    readonly status: number,
    /** How long the server asked to wait, when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`The server answered this address with ${status}`);
    this.name = 'ServerAnswer';
  }
}

function metaValue(page: Document, name: string): number | undefined {
  const value = Number(page.querySelector(`meta[name="${name}"]`)?.getAttribute('content'));
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** The error the page carries, or undefined for an ordinary page. */
export function serverAnswerOf(page: Document = document): ServerAnswer | undefined {
  const status = metaValue(page, errorStatusMeta);
  return status === undefined ? undefined : new ServerAnswer(status, metaValue(page, retryAfterMeta));
}

/**
 * The language the server wrote an error page in, for an address without a language prefix (a
 * document's, `/public/...`), where the reader's remembered language chose it: the language the page
 * preloads its texts in (`/api/site?lang=es`), so it asks for them as preloaded. Undefined for the
 * default language (whose texts are asked without `lang`) and for any other page.
 */
export function errorPageLanguageOf(page: Document = document): string | undefined {
  if (!serverAnswerOf(page)) return undefined;
  const preload = page.querySelector('link[rel="preload"][href^="/api/site"]')?.getAttribute('href');
  return preload ? (new URL(preload, 'http://page.invalid').searchParams.get('lang') ?? undefined) : undefined;
}
