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
  /**
   * Whether the plain-hash link (`?auth=` with the password's SHA-256) signs in to this account;
   * null follows the server's default (PLAIN_SIGN_IN_LINKS). Password sign-in is never affected.
   */
  plainHashLink: PlainHashLink | null;
}

export type PlainHashLink = 'allowed' | 'refused';

/** What the login check needs besides the account; never leaves the server. */
export interface AccountWithSecret extends AccountRecord {
  passwordHash: string;
}

interface NewAccount {
  name: string;
  models: string[];
  /** HMAC-SHA256(server secret, auth key), hex. */
  lookupKey: string;
  /** scrypt hash of the auth key, see auth/password-hash.ts. */
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
  /**
   * A failed-sign-in limit started refusing an address (or every address not known to succeed), or
   * an operator lifted one (`operator` names who).
   */
  'lockout',
  /** An operator ended a session, or the per-account session cap ended the oldest one. */
  'session-revoked',
  /** A paper copy of instructions for use was requested; the detail names the reference, never the requester. */
  'paper-copy-requested',
  /** An operator marked a paper-copy request as sent; the detail names the reference, never the requester. */
  'paper-copy-closed',
  /** An operator cancelled a paper-copy request; the detail names the reference and the operator's note. */
  'paper-copy-cancelled',
  /** Customer accounts changed by an operator (console or CLI); `operator` names who. */
  'account-created',
  'account-models-set',
  'account-password-set',
  'account-disabled',
  'account-enabled',
  'account-removed',
  /** Operators' own sign-ins and sign-outs at the console. */
  'operator-login-ok',
  'operator-login-failed',
  'operator-sign-out',
  /** An operator added, disabled, enabled, removed, or given a new second factor (CLI). */
  'operator-changed',
  /** An operator issued or revoked a sign-in link of an account, or set whether its plain-hash link signs in. */
  'account-link-issued',
  'account-link-revoked',
  'account-plain-link-set',
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
  /** file-delivered only: the product line (model key) the document belongs to, for usage by line. */
  model?: string | null;
  /**
   * The operator who acted: a console operator's name, or `cli:<system user>` for the operator
   * commands. Null for what customers and the portal itself do.
   */
  operator?: string | null;
  /**
   * Identical events with the same key are stored once with a count instead of once each,
   * so a flood of signed-out denials grows the table by a row per address, path and minute.
   * The row keeps the first event's time and the latest event's request id.
   */
  repeatKey?: string | null;
}

/** The optional fields are always read back (null or false when not written); the repeat key is not. */
export interface StoredAuditEvent extends Required<Omit<AuditEvent, 'repeatKey'>> {
  id: number;
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
  /** Rows whose operator is this one. */
  operator?: string;
  /** Rows from this client address. */
  clientAddress?: string;
  /** Oldest first unless newestFirst; at most this many rows, after skipping `offset` (pages). */
  limit?: number;
  offset?: number;
  newestFirst?: boolean;
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
  /** null: the server's default. */
  setPlainHashLink(id: number, value: PlainHashLink | null): Promise<void>;
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

/** A sign-in link an operator issued for an account (its token is never stored). */
export interface SignInLinkRecord {
  id: number;
  accountId: number;
  label: string | null;
  /** The console operator's name, or `cli:<system user>`. */
  createdBy: string;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
  lastUsedAt: number | null;
}

interface NewSignInLink extends Omit<SignInLinkRecord, 'id' | 'revokedAt' | 'lastUsedAt'> {
  /** HMAC-SHA256 of the token under the server secret, hex (auth/sign-in-links.ts). */
  tokenHash: string;
}

/** Removing an account removes its links. */
export interface SignInLinkStore {
  create(link: NewSignInLink): Promise<SignInLinkRecord>;
  findByTokenHash(tokenHash: string): Promise<SignInLinkRecord | undefined>;
  findById(id: number): Promise<SignInLinkRecord | undefined>;
  /** Newest first, revoked and expired ones too. */
  listForAccount(accountId: number): Promise<SignInLinkRecord[]>;
  /** False when the link does not exist or was revoked already. */
  revoke(id: number, now: number): Promise<boolean>;
  markUsed(id: number, now: number): Promise<void>;
}

export interface AuditStore {
  write(event: AuditEvent): Promise<void>;
  /** Newest first. */
  recent(limit: number): Promise<StoredAuditEvent[]>;
  /** Matching events oldest first, read lazily in pages (exports can be long). */
  query(filter: AuditFilter): AsyncIterable<StoredAuditEvent>;
  /** Downloads per document in the filter's time range (and account), most downloaded first. */
  downloadCounts(filter: Omit<AuditFilter, 'kinds' | 'limit'>): Promise<DownloadCount[]>;
  /** How many rows match (for paging); limit, offset and order are ignored. */
  count(filter: AuditFilter): Promise<number>;
  /** Retention: deletes events older than `before`; returns how many rows went. */
  prune(before: number): Promise<number>;
  /** Instances (INSTANCE_ID) that wrote a row at or after `since`, with their latest row's time. */
  instancesSince(since: number): Promise<{ instance: string; lastSeen: number }[]>;
}

/** A failed-sign-in counter in a fixed window; `lockedUntil` is set when the count reaches the limit. */
export interface FailureCounter {
  scope: string;
  count: number;
  windowStart: number;
  /** Milliseconds; 0 (or a past time) when the scope is not refused. */
  lockedUntil: number;
}

/** A counter that is refusing, with when it started to. */
export interface LockedCounter extends FailureCounter {
  /** When the count reached the limit (milliseconds). */
  lockedSince: number;
}

/** An account that signed in successfully from an address. */
interface AccountSuccess {
  accountId: number;
  account: string;
  lastSuccess: number;
}

/**
 * Failed-sign-in counters and the addresses that signed in successfully. Kept in the store, not in
 * process memory, so the operator CLI sees current lockouts and every process counts the same.
 */
export interface LoginLimitStore {
  counter(scope: string): Promise<FailureCounter | undefined>;
  /** Counts one failure; the returned counter says whether this one reached the limit. */
  recordFailure(scope: string, now: number, limit: { max: number; windowMs: number }): Promise<FailureCounter>;
  /** Scopes refusing at `now`, the longest-refusing first. */
  locked(now: number): Promise<LockedCounter[]>;
  /** Deletes a scope's counter (an operator lifts its lockout); returns it as it was, if there was one. */
  clear(scope: string): Promise<LockedCounter | undefined>;
  /** Remembers a successful sign-in from the address, and to which account. */
  rememberSuccess(address: string, now: number, accountId: number): Promise<void>;
  /** The last successful sign-in from the address, if any. */
  lastSuccess(address: string): Promise<number | undefined>;
  /** The accounts that signed in from the address at or after `since`, by name. */
  accountsSignedInFrom(address: string, since: number): Promise<AccountSuccess[]>;
  /** Housekeeping: forgets counters whose window and lock ended and successes older than `successBefore`. */
  prune(now: number, windowMs: number, successBefore: number): Promise<void>;
}

/** `open` is new (not sent yet), `done` sent, `cancelled` closed without sending. */
export type PaperCopyStatus = 'open' | 'done' | 'cancelled';

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
  /** When it was marked sent or cancelled. */
  doneAt: number | null;
  /** The operator's note given when it was marked sent or cancelled. */
  note: string | null;
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
  /** Closes an open request as sent (`done`) or `cancelled`, with a note; false when not open or unknown. */
  close(
    reference: string,
    closing: { status: 'done' | 'cancelled'; note: string | null; now: number },
  ): Promise<boolean>;
  /** Requests a session made after `since`: how many, and when the oldest of them was made. */
  madeBySession(sessionId: string, since: number): Promise<{ count: number; oldest: number | null }>;
  /** Retention: deletes requests closed (sent or cancelled) before `before`, never open ones; returns how many went. */
  pruneDone(before: number): Promise<number>;
}

export type OperatorRole = 'admin' | 'viewer';

/** A named person of the manufacturer's staff who runs the portal from the console. */
export interface OperatorRecord {
  id: number;
  name: string;
  /** `admin` may change everything; `viewer` reads everything and changes nothing. */
  role: OperatorRole;
  disabled: boolean;
  createdAt: number;
}

/** What signing in needs besides the record; never leaves the server. */
export interface OperatorWithSecrets extends OperatorRecord {
  /** scrypt hash of the password (auth/password-hash.ts). */
  passwordHash: string;
  /**
   * The TOTP key (RFC 6238) as stored: encrypted (console/totp-key-cipher.ts), or base32 in
   * clear when stored before keys were encrypted, until the operator's next sign-in.
   */
  totpSecret: string;
}

export interface NewOperator {
  name: string;
  role: OperatorRole;
  passwordHash: string;
  /** The TOTP key as stored (console/totp-key-cipher.ts seals it). */
  totpSecret: string;
  /** Salted hash of each one-time recovery code (console/recovery-codes.ts); the codes are shown once, never stored. */
  recoveryCodeHashes: readonly string[];
  now: number;
}

/** A stored secret replaced by a stronger form of the same secret: applied only while `from` is still stored. */
export interface SecretUpgrade {
  from: string;
  to: string;
}

export interface OperatorSessionRecord extends Omit<SessionRecord, 'accountId'> {
  operatorId: number;
}

/** Thrown by OperatorStore.create when the name is taken. */
export class DuplicateOperatorError extends Error {
  constructor(readonly operatorName: string) {
    super(`An operator named "${operatorName}" exists already`);
    this.name = 'DuplicateOperatorError';
  }
}

export interface OperatorStore {
  create(operator: NewOperator): Promise<OperatorRecord>;
  findByName(name: string): Promise<OperatorWithSecrets | undefined>;
  findById(id: number): Promise<OperatorRecord | undefined>;
  list(): Promise<OperatorRecord[]>;
  /** Disabling also ends the operator's sessions. */
  setDisabled(id: number, disabled: boolean): Promise<void>;
  /** A new TOTP key and recovery codes replace the old ones; ends the operator's sessions. */
  resetSecondFactor(id: number, totpSecret: string, recoveryCodeHashes: readonly string[]): Promise<void>;
  /** Removes the operator, its sessions, recovery codes and remembered addresses; audit rows keep its name. */
  remove(id: number): Promise<void>;
  /**
   * Records a TOTP time step as used, atomically, unless it is not later than the last step used:
   * false means the code was used already (a replay) and must be refused.
   */
  useTotpStep(id: number, step: number): Promise<boolean>;
  /** Uses up an unused recovery code (its stored hash), atomically; false when unknown or used already. */
  useRecoveryCode(id: number, codeHash: string, now: number): Promise<boolean>;
  /** The stored hashes of the operator's unused recovery codes. */
  unusedRecoveryCodeHashes(id: number): Promise<string[]>;
  /**
   * Replaces secrets stored the old way (a TOTP key in clear, bare recovery-code hashes) with their
   * stronger form, each only if still stored: a second factor reset meanwhile is never undone.
   */
  upgradeSecrets(
    id: number,
    upgrade: { totpSecret?: SecretUpgrade; recoveryCodeHashes?: SecretUpgrade[] },
  ): Promise<void>;
  remainingRecoveryCodes(id: number): Promise<number>;
  /**
   * Remembers that the operator signed in from the address (as the limits count it), and forgets
   * their addresses not signed in from since `forgetBefore`.
   */
  rememberSignInAddress(id: number, address: string, now: number, forgetBefore: number): Promise<void>;
  /** When the operator last signed in from the address, if remembered. */
  lastSignInFrom(id: number, address: string): Promise<number | undefined>;
  createSession(session: OperatorSessionRecord): Promise<void>;
  findSession(tokenHash: string): Promise<OperatorSessionRecord | undefined>;
  touchSession(tokenHash: string, lastSeenAt: number): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Housekeeping: drops operator sessions past either timeout. */
  deleteExpiredSessions(idleBefore: number, createdBefore: number): Promise<number>;
}

/** Usage is counted in whole UTC days, written `YYYY-MM-DD`; `from` inclusive, `to` exclusive (ms). */
export interface UsageRange {
  from: number;
  to: number;
  /** Only these product lines (model keys); every line when absent or empty. */
  models?: readonly string[];
}

/**
 * The console's charts. Every figure is aggregated by the database, over indexes, so a chart
 * stays fast on a year of audit rows.
 */
export interface UsageStore {
  signInsPerDay(range: UsageRange): Promise<{ day: string; ok: number; failed: number }[]>;
  /** Whole downloads (not range continuations) per day and line. */
  downloadsPerDay(range: UsageRange): Promise<{ day: string; model: string; downloads: number }[]>;
  topDocuments(range: UsageRange, limit: number): Promise<{ document: string; model: string; downloads: number }[]>;
  /** Accounts whose last successful sign-in is before `before` (or never), longest idle first. */
  dormantAccounts(before: number): Promise<{ account: string; lastSignIn: number | null }[]>;
  searchesPerDay(range: UsageRange): Promise<{ day: string; searches: number; empty: number }[]>;
  /** The most frequent searches that found nothing, with the line they were made on ('' for none). */
  topEmptySearches(range: UsageRange, limit: number): Promise<{ query: string; model: string; count: number }[]>;
}

/** Searches counted per day, normalised query and line: never the account, the session or the address. */
export interface SearchLogStore {
  /**
   * Counts one search. A search already in the day's log adds one to its row; a new row is added
   * only while the account has added fewer than `accountDailyLimit` that day, else the search is
   * counted in the day's row of `otherSearches` for its line and outcome. What each account added
   * is counted apart (search_log_accounts), without words, so the log itself never names it.
   */
  record(
    entry: { day: string; query: string; model: string; found: boolean },
    bound: { accountId: number; accountDailyLimit: number },
  ): Promise<void>;
  /** Retention: deletes days before `beforeDay` (YYYY-MM-DD); returns how many rows went. */
  prune(beforeDay: string): Promise<number>;
  /** Deletes the rows added per account on days before `beforeDay`: only the current day's bound reads them. */
  pruneAccountCounts(beforeDay: string): Promise<number>;
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
  signInLinks: SignInLinkStore;
  audit: AuditStore;
  settings: SettingsStore;
  loginLimits: LoginLimitStore;
  paperCopies: PaperCopyStore;
  operators: OperatorStore;
  usage: UsageStore;
  searchLog: SearchLogStore;
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
