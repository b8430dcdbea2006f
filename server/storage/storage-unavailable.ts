/**
 * The database cannot answer now (PostgreSQL unreachable or its connection lost, SQLite's write
 * lock held past the busy timeout). Requests that need it get 503 with Retry-After; the message
 * names the server, never its password.
 */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}
