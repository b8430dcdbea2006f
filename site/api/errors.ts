/** Typed failures of the portal's HTTP interface, so screens can react by kind instead of by status code. */

export type ApiErrorKind = 'unauthenticated' | 'forbidden' | 'not-found' | 'rate-limited' | 'server' | 'network';

const messages: Record<ApiErrorKind, string> = {
  unauthenticated: 'Your session has ended. Please sign in again.',
  forbidden: 'Your account does not give access to this content.',
  'not-found': 'The requested content was not found.',
  'rate-limited': 'Too many attempts. Please wait a moment and try again.',
  server: 'The server could not answer. Please try again.',
  network: 'Could not reach the server. Check your connection and try again.',
};

export class ApiError extends Error {
  readonly kind: ApiErrorKind;

  constructor(kind: ApiErrorKind, message = messages[kind]) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
  }
}

export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

function kindOfStatus(status: number): ApiErrorKind {
  // 204 is the session probe's answer for a tab without a session.
  if (status === 401 || status === 204) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  return 'server';
}

export function errorFromResponse(response: Response): ApiError {
  return new ApiError(kindOfStatus(response.status));
}

/** Anything thrown by fetch itself (offline, DNS, CORS) is a network failure; aborts stay aborts. */
export function errorFromFetchFailure(error: unknown): Error {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new ApiError('network');
}
