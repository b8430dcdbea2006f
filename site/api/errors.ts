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
  readonly status?: number;
  /** Seconds the server asked us to wait (Retry-After), when it said so. */
  readonly retryAfter?: number;

  constructor(kind: ApiErrorKind, options: { status?: number; retryAfter?: number; message?: string } = {}) {
    super(options.message ?? messages[kind]);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status;
    this.retryAfter = options.retryAfter;
  }
}

export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  return 'server';
}

export function errorFromResponse(response: Response): ApiError {
  const retryAfter = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
  return new ApiError(kindOfStatus(response.status), {
    status: response.status,
    retryAfter: Number.isFinite(retryAfter) ? retryAfter : undefined,
  });
}

/** Anything thrown by fetch itself (offline, DNS, CORS) is a network failure; aborts stay aborts. */
export function errorFromFetchFailure(error: unknown): Error {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new ApiError('network');
}
