/**
 * What the store (storage.ts) is given and gives back: its records as the rest of the server sees
 * them, whichever engine holds them, and the refusals its stores throw.
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
  /** What a device maker keeps about the customer; every field null until an operator sets it. */
  details: AccountDetails;
  /** After this time the account signs in no more (its people are told why); null for no end. */
  accessEndsAt: number | null;
}

export interface AccountDetails {
  hospitalName: string | null;
  customerNumber: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string | null;
  /** A language code of the site's languages. */
  language: string | null;
  contactName: string | null;
  contactEmail: string | null;
  notes: string | null;
}

export type PlainHashLink = 'allowed' | 'refused';

/** What the login check needs besides the account; never leaves the server. */
export interface AccountWithSecret extends AccountRecord {
  passwordHash: string;
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
  /** The named person the session belongs to (hospital sign-in); null or absent for the shared password. */
  personId?: number | null;
}

/**
 * An account's connection to its hospital's OpenID Connect provider. The client secret is kept
 * sealed (sso/sso-secrets.ts) and never read back to an operator.
 */
export interface AccountSsoRecord {
  accountId: number;
  /** The provider's issuer identifier, as its discovery document states it. */
  issuer: string;
  clientId: string;
  /** The client secret as stored: sealed under SESSION_SECRET, bound to the account. */
  sealedClientSecret: string;
  /** Lower-case e-mail domains whose people the account admits, matched exactly. */
  domains: string[];
  /** A claim (such as `groups`) that admits a person when it holds `groupValue`; both null for none. */
  groupClaim: string | null;
  groupValue: string | null;
  /** Whether the shared password (and its sign-in links) still signs in to the account. */
  passwordAllowed: boolean;
  updatedAt: number;
  /** The console operator's name, or `cli:<system user>`. */
  updatedBy: string;
}

/** A person as their identity provider names them: issuer + subject is who they are. */
export type PersonIdentity = Pick<PersonRecord, 'issuer' | 'subject' | 'name' | 'email'>;

/** Someone who signed in through the account's identity provider: issuer + subject is who they are. */
export interface PersonRecord {
  id: number;
  accountId: number;
  issuer: string;
  subject: string;
  name: string;
  email: string;
  firstSeenAt: number;
  lastSeenAt: number;
}

/** One person's confirmation of having read and understood one version of a document of a line. */
export interface AcknowledgementRecord {
  /** Null once an operator removed the person: what they confirmed stays, under `person`. */
  personId: number | null;
  /** The person as they were named when they confirmed. */
  person: Pick<PersonRecord, 'name' | 'email'>;
  accountId: number;
  model: string;
  /** The document's key in the line's content. */
  document: string;
  version: string;
  confirmedAt: number;
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
  /** An operator connected an account to its hospital's identity provider, changed or removed that. */
  'account-sso-set',
  /** An operator changed an account's customer details or access end date. */
  'account-details-set',
  /** An operator imported accounts from CSV; the detail counts them. */
  'accounts-imported',
  /** A named person confirmed having read and understood a document version; `person` names who. */
  'document-acknowledged',
  /** An operator removed one of an account's named people, ending their sessions; the detail names who. */
  'person-removed',
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
  /** The named person who acted, as "Name <e-mail>"; null for the shared password, operators and the portal. */
  person?: string | null;
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

/** `open` is new (not sent yet), `done` sent, `cancelled` closed without sending. */
export type PaperCopyStatus = 'open' | 'done' | 'cancelled';

/** Where a request was made: the signed-in portal, or the public instructions-for-use pages (no account). */
export type PaperCopySource = 'portal' | 'public';

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
  /** Default: the portal. A public request has no account (an empty name) and no session. */
  source?: PaperCopySource;
}

export interface PaperCopyRecord extends Omit<NewPaperCopyRequest, 'clientKey' | 'source'> {
  source: PaperCopySource;
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

export interface OperatorSessionRecord extends Omit<SessionRecord, 'accountId' | 'personId'> {
  operatorId: number;
}

/** Thrown by storage.operators.create when the name is taken. */
export class DuplicateOperatorError extends Error {
  constructor(readonly operatorName: string) {
    super(`An operator named "${operatorName}" exists already`);
    this.name = 'DuplicateOperatorError';
  }
}

/** Usage is counted in whole UTC days, written `YYYY-MM-DD`; `from` inclusive, `to` exclusive (ms). */
export interface UsageRange {
  from: number;
  to: number;
  /** Only these product lines (model keys); every line when absent or empty. */
  models?: readonly string[];
}

/** An e-mail message as the mail queue keeps it, so a restart sends exactly what was queued. */
export interface QueuedMessage {
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post. */
  headers: Record<string, string>;
}

type MailKind = 'confirmation' | 'notice' | 'digest';

export interface NewMail {
  kind: MailKind;
  /** The line it is about. */
  model: string;
  recipient: string;
  message: QueuedMessage;
}

export interface ClaimedMail extends NewMail {
  id: number;
  attempts: number;
}

/** The queue of one line, for the console: counts only, and the last error of a failing message. */
export interface MailQueueState {
  model: string;
  waiting: number;
  sent: number;
  /** Tried and not sent yet; tried again later. */
  failing: number;
  /** Given up after too many attempts. */
  failed: number;
  lastError: string | null;
}

export interface SubscriberCount {
  model: string;
  lang: string;
  count: number;
}
