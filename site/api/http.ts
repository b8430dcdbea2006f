/** The one place that calls fetch: same-origin cookies, JSON bodies and typed errors. */
import { errorFromFetchFailure, errorFromResponse } from './errors';

type Method = 'GET' | 'POST' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Non-2xx statuses whose JSON body is an answer, not a failure. */
  answers?: readonly number[];
}

async function send(method: Method, path: string, { body, signal, answers }: RequestOptions): Promise<Response> {
  let response: Response;
  try {
    // The session lives in an HttpOnly cookie: fetch's default credentials (same-origin) send it with
    // every call and never across origins.
    response = await fetch(path, {
      method,
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw errorFromFetchFailure(error);
  }
  if (!response.ok && !answers?.includes(response.status)) throw errorFromResponse(response);
  return response;
}

export async function requestJson<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options);
  // A question answered with No Content has no such thing to give: the session probe (GET
  // /api/session) answers so when the tab has no session, the one case of a JSON question.
  if (response.status === 204) throw errorFromResponse(response);
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw errorFromFetchFailure(error);
  }
}

export async function requestEmpty(method: Method, path: string, options: RequestOptions = {}): Promise<void> {
  await send(method, path, options);
}
