/**
 * The one place the console calls fetch: JSON in and out, the session's CSRF token on every change,
 * and the server's `{ error }` answer turned into a message the page can show as it stands.
 */

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export class ConsoleError extends Error {
  readonly status: number;
  /** A refused form: what is wrong with each field, by its key, when the server said. */
  readonly fields: Record<string, string>;

  constructor(status: number, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ConsoleError';
    this.status = status;
    this.fields = fields;
  }
}

const textsOnly = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    : {};

const fallbackMessages: Record<number, string> = {
  401: 'Your console session has ended. Please sign in again.',
  403: 'Your role does not allow this change.',
  404: 'Not found: it may have been removed meanwhile.',
  429: 'Too many attempts. Please wait a moment and try again.',
};

// Given by the session answer; the server refuses any change without it.
let csrfToken: string | undefined;

export function rememberCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

async function errorOf(response: Response): Promise<ConsoleError> {
  let message: string | undefined;
  let fields: Record<string, string> = {};
  try {
    const body = (await response.json()) as { error?: unknown; fields?: unknown };
    if (typeof body.error === 'string' && body.error.trim() !== '') message = body.error;
    fields = textsOnly(body.fields);
  } catch {
    // Not JSON (a proxy's page, an empty answer): the status's own message below.
  }
  return new ConsoleError(
    response.status,
    message ??
      fallbackMessages[response.status] ??
      `The server could not answer (${response.status}). Please try again.`,
    fields,
  );
}

export async function consoleRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['csrf-token'] = csrfToken;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ConsoleError(0, 'Could not reach the console server. Check the connection and try again.');
  }
  if (!response.ok) throw await errorOf(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const getJson = <T>(path: string) => consoleRequest<T>('GET', path);

/** A path with its query, leaving out empty values so shared addresses stay short. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
