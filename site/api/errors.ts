/** Typed failures of the portal's HTTP interface, so screens can react by kind instead of by status code. */

import type { RequestFailure } from '../../engine/rendering/contract';

/**
 * What a reader is told of a failure is a site text in the page's language, chosen by `kind`
 * (`errors.requests` of the site settings); the message names the kind, for logs and tests.
 */
export class ApiError extends Error {
  readonly kind: RequestFailure;
  /** For `rate-limited`: how long the server asks to wait (its Retry-After), when it says. */
  readonly retryAfterSeconds?: number;

  constructor(kind: RequestFailure, retryAfterSeconds?: number) {
    super(kind);
    this.name = 'ApiError';
    this.kind = kind;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Retry-After in seconds: a number of seconds, or an HTTP date; undefined when absent or unreadable. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const until = Date.parse(value);
  return Number.isNaN(until) ? undefined : Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

export function isApiError(error: unknown, kind?: RequestFailure): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

export function errorFromResponse(response: Response): ApiError {
  const { status } = response;
  // 204 is the session probe's answer for a tab without a session.
  if (status === 401 || status === 204) return new ApiError('unauthenticated');
  if (status === 403) return new ApiError('forbidden');
  if (status === 404) return new ApiError('not-found');
  if (status === 429) return new ApiError('rate-limited', retryAfterOf(response));
  return new ApiError('server');
}

/** Anything thrown by fetch itself (offline, DNS, CORS) is a network failure; aborts stay aborts. */
export function errorFromFetchFailure(error: unknown): Error {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new ApiError('network');
}
