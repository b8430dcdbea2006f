/**
 * The tables as Kysely sees them: one set of types for both engines. Times are milliseconds since
 * the epoch (bigint in PostgreSQL, read back as numbers); flags are 0/1 integers in both engines so
 * the same queries serve both.
 */
import type { Generated } from 'kysely';
import type { AuditKind, OperatorRole, PaperCopySource, PaperCopyStatus, PlainHashLink } from './records';

export interface AccountTable {
  id: Generated<number>;
  name: string;
  /** JSON array of model keys. */
  models: string;
  lookup_key: string;
  password_hash: string;
  disabled: Generated<number>;
  created_at: number;
  password_changed_at: number;
  demo: Generated<number>;
  /** 'allowed' or 'refused'; null follows the server's default (PLAIN_SIGN_IN_LINKS). */
  plain_hash_link: PlainHashLink | null;
  hospital_name: string | null;
  customer_number: string | null;
  country: string | null;
  language: string | null;
  contact_name: string | null;
  contact_email: string | null;
  notes: string | null;
  access_ends_at: number | null;
}

/** An account's connection to its hospital's OpenID Connect provider. */
export interface AccountSsoTable {
  account_id: number;
  issuer: string;
  client_id: string;
  /** Encrypted under a key outside the database. */
  client_secret: string;
  /** JSON array of lower-case e-mail domains, matched exactly. */
  domains: string;
  group_claim: string | null;
  group_value: string | null;
  /** 1 when the shared password still signs in to the account. */
  password_allowed: Generated<number>;
  updated_at: number;
  updated_by: string;
}

export interface PersonTable {
  id: Generated<number>;
  account_id: number;
  issuer: string;
  subject: string;
  name: string;
  email: string;
  first_seen_at: number;
  last_seen_at: number;
}

/** One person's "read and understood" of one version of one document of a line. */
export interface AcknowledgementTable {
  id: Generated<number>;
  /** Empty once the person is removed; the name and e-mail they confirmed under stay. */
  person_id: number | null;
  person_name: string;
  person_email: string;
  account_id: number;
  model: string;
  document: string;
  version: string;
  confirmed_at: number;
}

export interface SessionTable {
  /** Insertion order: the tie-break between sessions started in the same millisecond. */
  id: Generated<number>;
  token_hash: string;
  account_id: number;
  created_at: number;
  last_seen_at: number;
  client_address: string | null;
  user_agent: string | null;
  person_id: Generated<number | null>;
}

export interface AuditTable {
  id: Generated<number>;
  time: number;
  kind: AuditKind;
  account: string | null;
  client_address: string;
  request_id: string;
  user_agent: string | null;
  detail: string | null;
  document: string | null;
  partial: Generated<number>;
  count: Generated<number>;
  repeat_key: string | null;
  /** The instance (INSTANCE_ID) that wrote the row; null for rows written before instances were named. */
  instance: string | null;
  /** The console operator's name, or `cli:<system user>`; null for what customers and the portal do. */
  operator: string | null;
  /** file-delivered only: the product line of the document; null for rows written before lines were named. */
  model: string | null;
  /** The named person who acted, "Name <e-mail>"; null otherwise. */
  person: Generated<string | null>;
}

/** Sign-in links an operator issued for an account; the token is kept only as an HMAC. */
export interface SignInLinkTable {
  id: Generated<number>;
  account_id: number;
  token_hash: string;
  label: string | null;
  /** The console operator's name, or `cli:<system user>`. */
  created_by: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  last_used_at: number | null;
}

interface SettingTable {
  key: string;
  value: string;
}

export interface LoginFailureTable {
  scope: string;
  count: number;
  window_start: number;
  locked_until: Generated<number>;
  /** When the count reached the limit; 0 for a counter that has not. */
  locked_since: Generated<number>;
}

interface LoginSuccessTable {
  address: string;
  last_success: number;
}

/** The last successful sign-in to each account from each counted address (limitKeyOf). */
interface LoginAccountSuccessTable {
  address: string;
  account_id: number;
  last_success: number;
}

export interface PaperCopyRequestTable {
  id: Generated<number>;
  reference: string;
  created_at: number;
  account: string;
  session_id: string | null;
  model: string;
  document_name: string;
  document_path: string;
  document_version: string | null;
  copies: number;
  name: string;
  facility: string;
  address: string;
  email: string;
  status: Generated<PaperCopyStatus>;
  done_at: number | null;
  /** limitKeyOf(client address), which the per-address limit counts by; null for rows made before it. */
  client_key: string | null;
  /** The operator's note given when the request was closed. */
  note: string | null;
  /** Where it was made: the signed-in portal, or the public instructions-for-use pages without an account. */
  source: Generated<PaperCopySource>;
}

export interface OperatorTable {
  id: Generated<number>;
  name: string;
  role: OperatorRole;
  password_hash: string;
  /** TOTP key, encrypted (console/totp-key-cipher.ts); base32 in clear if stored before keys were. */
  totp_secret: string;
  /** The latest TOTP time step accepted; 0 before the first sign-in. */
  totp_last_step: Generated<number>;
  disabled: Generated<number>;
  created_at: number;
}

interface OperatorRecoveryCodeTable {
  id: Generated<number>;
  operator_id: number;
  /** Salted scrypt hash of the code's SHA-256 hex; that bare hex if stored before hashes were salted. */
  code_hash: string;
  used_at: number | null;
}

export interface OperatorSessionTable extends Omit<SessionTable, 'account_id' | 'person_id'> {
  operator_id: number;
}

/** Where each operator signed in from lately: such an address gets past a lockout of the operator's name. */
interface OperatorSignInAddressTable {
  operator_id: number;
  /** As the limits count it (plugins/limit-key.ts). */
  address: string;
  last_success: number;
}

/** Searches counted per day, normalised query, line ('' for none) and whether anything was found. */
export interface SearchLogTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  query: string;
  model: string;
  found: number;
  count: number;
}

/**
 * Rows of the search log each account's searches added in a UTC day, which bounds them; no words,
 * and the log's rows say nothing of which account added them. Only the current day's are read.
 */
interface SearchLogAccountTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  account_id: number;
  /** Rows the account's searches added to the search log that day (its daily bound). */
  added: number;
  /** Searches the account made that day, every one counted (its usage). */
  searches: Generated<number>;
}

/**
 * Usage totals of whole UTC days that are over: sign-ins (`login-ok`, `login-failed`, by their
 * counts) and whole downloads (`file-delivered`, by line and document); '' where none applies.
 */
interface UsageDayTable {
  /** Days since the epoch, UTC. */
  day: number;
  kind: string;
  model: string;
  document: string;
  count: number;
}

/** The days whose totals are in usage_days (a day without any use has no rows there). */
interface UsageDayTotalledTable {
  day: number;
}

interface NoticeSubscriberTable {
  id: Generated<number>;
  model: string;
  lang: string;
  /** Lower-cased; checked strictly before it is stored (notices/email-address.ts). */
  email: string;
  confirmed_at: number;
}

interface NoticeSubscriptionRequestTable {
  id: Generated<number>;
  email: string;
  /** limitKeyOf(client address). */
  client_key: string;
  /** 1 when it mailed a confirmation. */
  mailed: number;
  created_at: number;
}

interface MailQueueTable {
  id: Generated<number>;
  kind: 'confirmation' | 'notice' | 'digest';
  model: string;
  recipient: string;
  /** JSON of a QueuedMessage (records.ts). */
  message: string;
  created_at: number;
  attempts: Generated<number>;
  next_try_at: number;
  /** The instance sending it, until claimed_until; then any instance may take it again. */
  claimed_by: string | null;
  claimed_until: number | null;
  sent_at: number | null;
  /** Set when it has failed too often to be tried again. */
  failed_at: number | null;
  last_error: string | null;
}

interface AnnouncedNoticeTable {
  model: string;
  notice_id: string;
  announced_at: number;
}

interface AnnouncedIfuRevisionTable {
  model: string;
  lang: string;
  revision: string;
  announced_at: number;
}

export interface Database {
  accounts: AccountTable;
  account_sso: AccountSsoTable;
  people: PersonTable;
  acknowledgements: AcknowledgementTable;
  sessions: SessionTable;
  sign_in_links: SignInLinkTable;
  audit: AuditTable;
  settings: SettingTable;
  login_failures: LoginFailureTable;
  login_successes: LoginSuccessTable;
  login_account_successes: LoginAccountSuccessTable;
  paper_copy_requests: PaperCopyRequestTable;
  operators: OperatorTable;
  operator_recovery_codes: OperatorRecoveryCodeTable;
  operator_sessions: OperatorSessionTable;
  operator_sign_in_addresses: OperatorSignInAddressTable;
  search_log: SearchLogTable;
  search_log_accounts: SearchLogAccountTable;
  usage_days: UsageDayTable;
  usage_days_totalled: UsageDayTotalledTable;
  notice_subscribers: NoticeSubscriberTable;
  notice_subscription_requests: NoticeSubscriptionRequestTable;
  mail_queue: MailQueueTable;
  announced_notices: AnnouncedNoticeTable;
  announced_ifu_revisions: AnnouncedIfuRevisionTable;
}
