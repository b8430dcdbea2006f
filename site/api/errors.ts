/** Typed failures of the portal's HTTP interface, so screens can react by kind instead of by status code. */

import type { RequestFailure } from '../../engine/browser/contract';

/**
 * What a reader is told of a failure is a site text in the page's language, chosen by `kind`
 * (`errors.requests` of the site settings); the message names the kind, for logs and tests.
 */
export class ApiError extends Error {
  readonly kind: RequestFailure;

  constructor(kind: RequestFailure) {
    super(kind);
    this.name = 'ApiError';
    this.kind = kind;
  }
}

export function isApiError(error: unknown, kind?: RequestFailure): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

export function errorFromResponse({ status }: Response): ApiError {
  // 204 is the session probe's answer for a tab without a session.
  if (status === 401 || status === 204) return new ApiError('unauthenticated');
  if (status === 403) return new ApiError('forbidden');
  if (status === 404) return new ApiError('not-found');
  if (status === 429) return new ApiError('rate-limited');
  return new ApiError('server');
}

/** Anything thrown by fetch itself (offline, DNS, CORS) is a network failure; aborts stay aborts. */
export function errorFromFetchFailure(error: unknown): Error {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new ApiError('network');
}
