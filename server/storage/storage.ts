/**
 * The one storage interface of the server, served by one set of Kysely queries over either
 * engine: the embedded SQLite file (one machine, the default) or PostgreSQL (several instances).
 * Every method is asynchronous; a write has been committed when its promise resolves, which is
 * what lets an audit row be on disk before the answer it records leaves the server.
 */

/** Times are milliseconds since the epoch, from the injected clock. */
export interface AccountRecord {
  id: number;
  name: string;
  models: string[];
  disabled: boolean;
  createdAt: number;
  passwordChangedAt: number;
  /**
   * Made by demo mode with a published password. Production disables such accounts at start-up;
   * an operator's new password turns one into an ordinary account.
   */
  demo: boolean;
}

/** What the login check needs besides the account; never leaves the server. */
export interface AccountWithSecret extends AccountRecord {
  passwordHash: string;
}

export interface NewAccount {
  name: string;
  models: string[];
  /** HMAC-SHA256(server secret, auth key), hex. */
  lookupKey: string;
  /** scrypt hash of the auth key, see accounts/password-hash.ts. */
  passwordHash: string;
  now: number;
  /** Seeded by demo mode; ordinary accounts leave it out. */
  demo?: boolean;
}

export interface SessionRecord {
  /** SHA-256 of the cookie token, hex; the token itself is never stored. */
  tokenHash: string;
  accountId: number;
  createdAt: number;
  lastSeenAt: number;
  /** Where the session was started from, shown to operators (`accounts sessions`). */
  clientAddress: string | null;
  userAgent: string | null;
}

export const auditKinds = [
  'login-ok',
  'login-failed',
  'sign-out',
  'file-delivered',
  'access-denied',
  /** A failed-sign-in limit started refusing an address (or every address not known to succeed). */
  'lockout',
  /** An operator ended a session, or the per-account session cap ended the oldest one. */
  'session-revoked',
  /** A paper copy of instructions for use was requested; the detail names the reference, never the requester. */
  'paper-copy-requested',
  /** An operator marked a paper-copy request as sent; the detail names the reference, never the requester. */
  'paper-copy-closed',
] as const;

export type AuditKind = (typeof auditKinds)[number];

export interface AuditEvent {
  time: number;
  kind: AuditKind;
  /** Account name, when one is known. */
  account: string | null;
  clientAddress: string;
  requestId: string;
  userAgent: string | null;
  /** What was asked for, e.g. the file path; never a credential. */
  detail: string | null;
  /** file-delivered only: the document as `<kind>:<path>`. */
  document?: string | null;
  /** file-delivered only: a range that continues a download (not starting at byte 0). */
  partial?: boolean;
  /**
   * Identical events with the same key are stored once with a count instead of once each,
   * so a flood of signed-out denials grows the table by a row per address, path and minute.
   * The row keeps the first event's time and the latest event's request id.
   */
  repeatKey?: string | null;
}

export interface StoredAuditEvent extends AuditEvent {
  id: number;
  document: string | null;
  partial: boolean;
  /** How many identical events this row stands for (1 unless collapsed by repeatKey). */
  count: number;
  /** The instance that wrote it (INSTANCE_ID); null for rows written before instances were named. */
  instance: string | null;
}

/** Times in milliseconds; `from` inclusive, `to` exclusive. */
export interface AuditFilter {
  from?: number;
  to?: number;
  account?: string;
  /** Any of these kinds; all kinds when absent or empty. */
  kinds?: readonly AuditKind[];
  /** Oldest first; at most this many rows. */
  limit?: number;
}

export interface DownloadCount {
  document: string;
  /** Deliveries of the whole file or of a range from byte 0: one per download. */
  downloads: number;
  /** Every delivery including range continuations. */
  deliveries: number;
  /** Distinct accounts that downloaded it. */
  accounts: number;
  lastTime: number;
}

/** Thrown by create/setPassword when a unique value (name or password) is already taken. */
export class DuplicateAccountError extends Error {
  constructor(readonly field: 'name' | 'password') {
    super(
      field === 'name'
        ? 'An account with this name already exists'
        : 'Another account already uses this password; choose a different one',
    );
    this.name = 'DuplicateAccountError';
  }
}

export interface AccountStore {
  create(account: NewAccount): Promise<AccountRecord>;
  findById(id: number): Promise<AccountRecord | undefined>;
  findByName(name: string): Promise<AccountRecord | undefined>;
  findByLookupKey(lookupKey: string): Promise<AccountWithSecret | undefined>;
  /** Lookup key of an account, to tell whether it was made under the current server secret. */
  lookupKeyOf(id: number): Promise<string | undefined>;
  list(): Promise<AccountRecord[]>;
  /** Also ends every session of the account. */
  setPassword(id: number, lookupKey: string, passwordHash: string, now: number): Promise<void>;
  setModels(id: number, models: string[]): Promise<void>;
  /** Disabling also ends every session of the account. */
  setDisabled(id: number, disabled: boolean): Promise<void>;
  /** Demo mode re-keys its own accounts; any other new password makes the account an ordinary one. */
  setDemo(id: number, demo: boolean): Promise<void>;
  /**
   * Removes the account, its sessions and its paper-copy requests (open ones too: the caller asks
   * first); audit rows keep its name. Says how many requests went, and how many of them were open.
   */
  remove(id: number): Promise<{ paperCopies: number; openPaperCopies: number }>;
}

export interface SessionStore {
  create(session: SessionRecord): Promise<void>;
  find(tokenHash: string): Promise<SessionRecord | undefined>;
  touch(tokenHash: string, lastSeenAt: number): Promise<void>;
  delete(tokenHash: string): Promise<void>;
  deleteForAccount(accountId: number): Promise<void>;
  /** Housekeeping: drops sessions past either timeout. */
  deleteExpired(idleBefore: number, createdBefore: number): Promise<number>;
  /** Sessions of one account, newest first. */
  listForAccount(accountId: number): Promise<SessionRecord[]>;
  /** Ends all but the newest `keep` sessions of the account; returns the ended ones. */
  trimForAccount(accountId: number, keep: number): Promise<SessionRecord[]>;
}

export interface AuditStore {
  write(event: AuditEvent): Promise<void>;
  /** Newest first. */
  recent(limit: number): Promise<StoredAuditEvent[]>;
  /** Matching events oldest first, read lazily in pages (exports can be long). */
  query(filter: AuditFilter): AsyncIterable<StoredAuditEvent>;
  /** Downloads per document in the filter's time range (and account), most downloaded first. */
  downloadCounts(filter: Omit<AuditFilter, 'kinds' | 'limit'>): Promise<DownloadCount[]>;
  /** Retention: deletes events older than `before`; returns how many rows went. */
  prune(before: number): Promise<number>;
}

/** A failed-sign-in counter in a fixed window; `lockedUntil` is set when the count reaches the limit. */
export interface FailureCounter {
  scope: string;
  count: number;
  windowStart: number;
  /** Milliseconds; 0 (or a past time) when the scope is not refused. */
  lockedUntil: number;
}

/**
 * Failed-sign-in counters and the addresses that signed in successfully. Kept in the store, not in
 * process memory, so the operator CLI sees current lockouts and every process counts the same.
 */
export interface LoginLimitStore {
  counter(scope: string): Promise<FailureCounter | undefined>;
  /** Counts one failure; the returned counter says whether this one reached the limit. */
  recordFailure(scope: string, now: number, limit: { max: number; windowMs: number }): Promise<FailureCounter>;
  /** Scopes refusing at `now`. */
  locked(now: number): Promise<FailureCounter[]>;
  rememberSuccess(address: string, now: number): Promise<void>;
  /** The last successful sign-in from the address, if any. */
  lastSuccess(address: string): Promise<number | undefined>;
  /** Housekeeping: forgets counters whose window and lock ended and successes older than `successBefore`. */
  prune(now: number, windowMs: number, successBefore: number): Promise<void>;
}

export type PaperCopyStatus = 'open' | 'done';

/** A request for printed instructions for use, as the requester sent it (plain text, never HTML). */
export interface NewPaperCopyRequest {
  /** Human-readable and unique, e.g. PC-7K3M-Q9XD. */
  reference: string;
  createdAt: number;
  account: string;
  /** The operator's name of the session it came from (`accounts sessions`), if any. */
  sessionId: string | null;
  model: string;
  /** The document as the manifest named it when the request was made. */
  documentName: string;
  /** Its file path (or address) as the manifest gives it. */
  documentPath: string;
  documentVersion: string | null;
  copies: number;
  name: string;
  facility: string;
  /** Lines separated by LF. */
  address: string;
  email: string;
  /**
   * The key the per-address limit counts the client by (plugins/limit-key.ts), never shown to
   * operators; requests stored before the limit existed have none.
   */
  clientKey?: string | null;
}

export interface PaperCopyRecord extends Omit<NewPaperCopyRequest, 'clientKey'> {
  id: number;
  status: PaperCopyStatus;
  doneAt: number | null;
}

/** At most `max` requests made after `since` by one session, account or client address (its limit key). */
export interface PaperCopyQuota {
  by: 'session' | 'account' | 'address';
  value: string;
  max: number;
  since: number;
}

/** A quota with no place left: the oldest request it counts is the first to leave its window. */
export interface UsedQuota {
  quota: PaperCopyQuota;
  oldest: number;
}

/** Thrown by create when storing the request would exceed a quota; names every quota used up. */
export class PaperCopyQuotaError extends Error {
  constructor(readonly used: readonly UsedQuota[]) {
    super(`Paper-copy quota used up: ${used.map(({ quota }) => quota.by).join(', ')}`);
    this.name = 'PaperCopyQuotaError';
  }
}

/** Thrown by create when the reference is taken already; the caller draws a new one. */
export class DuplicateReferenceError extends Error {
  constructor(readonly reference: string) {
    super(`Paper-copy reference ${reference} exists already`);
    this.name = 'DuplicateReferenceError';
  }
}

export interface PaperCopyStore {
  /**
   * Stores the request, unless that would exceed one of the quotas (PaperCopyQuotaError). Counting
   * and storing are one transaction, the table locked against other writers in PostgreSQL, so
   * requests sent at once, to any instance, never get past a quota together.
   */
  create(request: NewPaperCopyRequest, quotas?: readonly PaperCopyQuota[]): Promise<PaperCopyRecord>;
  /** The quotas among these that have no place left now. */
  usedQuotas(quotas: readonly PaperCopyQuota[]): Promise<UsedQuota[]>;
  findByReference(reference: string): Promise<PaperCopyRecord | undefined>;
  /** Oldest first; only open ones, or one account's, when asked. */
  list(filter?: { status?: PaperCopyStatus; account?: string }): Promise<PaperCopyRecord[]>;
  /** Marks an open request done; false when it was done already or does not exist. */
  markDone(reference: string, now: number): Promise<boolean>;
  /** Requests a session made after `since`: how many, and when the oldest of them was made. */
  madeBySession(sessionId: string, since: number): Promise<{ count: number; oldest: number | null }>;
  /** Retention: deletes requests marked done before `before` (never open ones); returns how many went. */
  pruneDone(before: number): Promise<number>;
}

export interface SettingsStore {
  get(key: string): Promise<string | undefined>;
  /** Stores the value unless the key exists; returns the value now stored. */
  getOrInsert(key: string, value: string): Promise<string>;
}

export interface Storage {
  /** Which engine serves the store; operators see it in start-up and CLI messages. */
  engine: 'sqlite' | 'postgres';
  accounts: AccountStore;
  sessions: SessionStore;
  audit: AuditStore;
  settings: SettingsStore;
  loginLimits: LoginLimitStore;
  paperCopies: PaperCopyStore;
  /** Resolves when the database answers a query; rejects (StorageUnavailableError) when it cannot. */
  ping(): Promise<void>;
  /** The connection pool's state for metrics; undefined for SQLite, which has one connection. */
  poolStats(): { size: number; inUse: number; waiting: number } | undefined;
  /**
   * Runs `work` while no other process starting on the same database runs its own: start-up
   * seeding (the demo accounts, the demo-mode secret) happens once even when instances start
   * together. PostgreSQL holds an advisory lock; SQLite runs `work` directly (one file, one
   * machine, and its writes are serialised anyway).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Grows with every change this store makes that can end or alter a signed-in session: a session
   * ended, an account disabled, re-keyed, given other models or removed. A copy of a session kept
   * in memory is stale once it moves. Changes made by other processes do not move it, so such a
   * copy also bounds its own age (SESSION_CACHE_MS).
   */
  accessRevision(): number;
  close(): Promise<void>;
}

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
