/** Typed failures of the portal's HTTP interface, so screens can react by kind instead of by status code. */

import type { RequestFailure } from '../../engine/rendering/contract';
import type { ErrorReason } from '../../engine/shared/types';

/** What else the server's answer said of a failure, when it said it. */
interface Answered {
  /** The answer's status. */
  status?: number;
  /** Why, as the server names it (`reason` of its error answer). */
  reason?: ErrorReason;
  /** With `access-ended`: the day the account's access ended (YYYY-MM-DD). */
  accessEndedOn?: string;
}

/**
 * What a reader is told of a failure is a site text in the page's language, chosen by `kind`
 * (`errors.requests` of the site settings); the message names the kind, for logs and tests.
 */
export class ApiError extends Error {
  readonly kind: RequestFailure;
  /** For `rate-limited`: how long the server asks to wait (its Retry-After), when it says. */
  readonly retryAfterSeconds?: number;
  readonly status?: number;
  readonly reason?: ErrorReason;
  readonly accessEndedOn?: string;

  constructor(kind: RequestFailure, retryAfterSeconds?: number, answered: Answered = {}) {
    super(kind);
    this.name = 'ApiError';
    this.kind = kind;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = retryAfterSeconds;
    if (answered.status !== undefined) this.status = answered.status;
    if (answered.reason !== undefined) this.reason = answered.reason;
    if (answered.accessEndedOn !== undefined) this.accessEndedOn = answered.accessEndedOn;
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

/** What the server's error answer says for programs (`reason`, and the day with `access-ended`); nothing for any other body. */
async function answeredOf(response: Response): Promise<Omit<Answered, 'status'>> {
  if (!response.headers.get('content-type')?.includes('json')) return {};
  try {
    const { reason, accessEndedOn } = (await response.json()) as { reason?: unknown; accessEndedOn?: unknown };
    return {
      ...(typeof reason === 'string' ? { reason: reason as ErrorReason } : {}),
      ...(typeof accessEndedOn === 'string' ? { accessEndedOn } : {}),
    };
  } catch {
    return {};
  }
}

export function isApiError(error: unknown, kind?: RequestFailure): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  const { status } = response;
  const answered = { status, ...(await answeredOf(response)) };
  // 204 is the session probe's answer for a tab without a session.
  if (status === 401 || status === 204) return new ApiError('unauthenticated', undefined, answered);
  if (status === 403) return new ApiError('forbidden', undefined, answered);
  if (status === 404) return new ApiError('not-found', undefined, answered);
  if (status === 429) return new ApiError('rate-limited', retryAfterOf(response), answered);
  return new ApiError('server', undefined, answered);
}

/** Anything thrown by fetch itself (offline, DNS, CORS) is a network failure; aborts stay aborts. */
export function errorFromFetchFailure(error: unknown): Error {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new ApiError('network');
}
