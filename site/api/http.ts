/** The one place that calls fetch: same-origin cookies, JSON bodies and typed errors. */
import { errorFromFetchFailure, errorFromResponse } from './errors';

type Method = 'GET' | 'POST' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Non-2xx statuses whose JSON body is an answer, not a failure. */
  answers?: readonly number[];
  /** Statuses that answer with no body: requestJson resolves undefined for them. */
  empty?: readonly number[];
}

async function send(method: Method, path: string, { body, signal, answers }: RequestOptions): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      // The session lives in an HttpOnly cookie; it must travel with every call and never cross origins.
      credentials: 'same-origin',
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
  if (options.empty?.includes(response.status)) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw errorFromFetchFailure(error);
  }
}

export async function requestEmpty(method: Method, path: string, options: RequestOptions = {}): Promise<void> {
  await send(method, path, options);
}
