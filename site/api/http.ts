/**
 * The one place that calls fetch: same-origin cookies, JSON bodies, typed errors, and the page's
 * language on every question, so the server answers in the reader's language.
 */
import { errorFromFetchFailure, errorFromResponse } from './errors';

/** The language the server is asked to answer in; undefined for the default language, which needs no parameter. */
let requestLanguage: string | undefined;

/** Set at start from the page's address (main.tsx): every later question carries `lang`. */
export function askInLanguage(lang: string | undefined): void {
  requestLanguage = lang;
}

/** The language questions are asked in, undefined for the default. */
export const askedLanguage = (): string | undefined => requestLanguage;

/** `path` with the page's language as its `lang` parameter, when the page is not in the default language. */
function inRequestLanguage(path: string): string {
  return requestLanguage ? `${path}${path.includes('?') ? '&' : '?'}lang=${requestLanguage}` : path;
}

type Method = 'GET' | 'POST' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Non-2xx statuses whose JSON body is an answer, not a failure. */
  answers?: readonly number[];
}

/** The answer to one request; a failure (network, or a status not among `answers`) is an ApiError. */
export async function send(
  method: Method,
  path: string,
  { body, signal, answers }: RequestOptions = {},
): Promise<Response> {
  let response: Response;
  try {
    // The session lives in an HttpOnly cookie: fetch's default credentials (same-origin) send it with
    // every call and never across origins.
    response = await fetch(inRequestLanguage(path), {
      method,
      headers: { Accept: 'application/json', ...(body !== undefined && { 'Content-Type': 'application/json' }) },
      // JSON.stringify(undefined) is undefined: no body.
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw errorFromFetchFailure(error);
  }
  if (!response.ok && !answers?.includes(response.status)) throw await errorFromResponse(response);
  return response;
}

export async function requestJson<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options);
  // A question answered with No Content has no such thing to give: the session probe (GET
  // /api/session) answers so when the tab has no session, the one case of a JSON question.
  if (response.status === 204) throw await errorFromResponse(response);
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw errorFromFetchFailure(error);
  }
}
