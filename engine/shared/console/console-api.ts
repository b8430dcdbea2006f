/**
 * The operators' console's HTTP contract, shared by the console's server scope and its pages so
 * both name every address and answer shape once. The console is served on its own listener
 * (ADMIN_HOST/ADMIN_PORT), under `/admin/`, never on the portal's public port.
 *
 * Every state-changing request (POST, PATCH, DELETE) carries the CSRF token of the session answer
 * in the `csrf-token` header and a same-origin `Origin`; a `viewer` gets 403 for every one of them.
 * Errors answer `{ error: string }` with a 4xx or 5xx status, as the portal's API does.
 */

import type { CustomerDetails, CustomerField } from './customer-fields';

export const consoleBase = '/admin';

export const consolePaths = {
  /** GET: ConsoleSessionAnswer (200 also when signed out). */
  session: '/admin/api/session',
  /** POST SignInRequest → ConsoleSessionAnswer; 401 for any wrong part, 429 when limited. */
  signIn: '/admin/api/sign-in',
  /** POST → 204. */
  signOut: '/admin/api/sign-out',
  /** GET: CatalogueLine[] (every line of the compiled catalogue, for choosing by title). */
  catalogue: '/admin/api/catalogue',
  /** GET ?q&model&enabled&idleDays: AccountSummary[]; POST NewAccountRequest → PasswordShownOnce. */
  accounts: '/admin/api/accounts',
  /** GET AccountSummary; PATCH AccountChange → AccountSummary; DELETE → RemovedAccount. */
  account: (name: string) => `/admin/api/accounts/${encodeURIComponent(name)}`,
  /** POST { password?: string } → PasswordShownOnce (generated, and then shown, when absent); ends its sessions. */
  accountPassword: (name: string) => `/admin/api/accounts/${encodeURIComponent(name)}/password`,
  /**
   * POST { password } → { url }: the `?auth=` sign-in link on the portal's public address. The
   * server keeps only a slow hash of the password, so the operator gives it (as `accounts link`
   * asks for it); 400 when it is not the account's, counted and audited as a failed console
   * sign-in of the operator (429 while the operator or address is locked out). Admins only.
   */
  accountLink: (name: string) => `/admin/api/accounts/${encodeURIComponent(name)}/link`,
  /**
   * GET → SignInLink[] (newest first, expired and revoked ones too); POST SignInLinkRequest → 201
   * IssuedSignInLink: a link the server signs, which expires and can be revoked on its own, made
   * without the password. Its address is in that answer only. Audited; admins only.
   */
  accountLinks: (name: string) => `/admin/api/accounts/${encodeURIComponent(name)}/links`,
  /** DELETE → SignInLink (revoked); 404 for no such link of the account, 409 when revoked already. */
  accountLinkRevocation: (name: string, id: number) =>
    `/admin/api/accounts/${encodeURIComponent(name)}/links/${encodeURIComponent(String(id))}`,
  /**
   * GET → HospitalSignIn; POST HospitalSignInChange → HospitalSignIn (the issuer is discovered
   * first: 400 saying why when it cannot be reached or is no OpenID provider there, 409 for a domain
   * another account has); DELETE → HospitalSignIn without settings (404 when there were none).
   * Changes audited (`account-sso-set`); admins only. The client secret is never sent back.
   */
  accountHospitalSignIn: (name: string) => `/admin/api/accounts/${encodeURIComponent(name)}/hospital-sign-in`,
  /** GET → CustomerSession[]; DELETE → { revoked: number } (every session of the account). */
  accountSessions: (name: string) => `/admin/api/accounts/${encodeURIComponent(name)}/sessions`,
  /**
   * PATCH AccountDetailsChange → AccountSummary: the details given are set, the others kept; 400
   * `{ error, fields }` naming each refused one. An access end that has passed ends the sessions.
   */
  accountDetails: (name: string) => `/admin/api/accounts/${encodeURIComponent(name)}/details`,
  /**
   * POST AccountImport (CSV text, RFC 4180, UTF-8, its first line naming the columns): with
   * `dryRun`, ImportCheck (every problem at its line and column, or the rows it would make); else
   * 201 ImportedAccounts, every account made with a generated password shown once, or 400 when the
   * file has a problem and 409 when a name was taken meanwhile, nothing made. Audited; admins only.
   */
  accountsImport: '/admin/api/accounts/import',
  /** GET → NamedPerson[]: the people who signed in as themselves through the hospital's sign-in, by name. */
  accountPeople: (name: string) => `/admin/api/accounts/${encodeURIComponent(name)}/people`,
  /**
   * DELETE → RemovedPerson: forgets the person, ending their sessions (their read-and-understood
   * confirmations stay in the report, marked removed); 404 for no such person of the account. Audited; admins only.
   */
  accountPerson: (name: string, id: number) =>
    `/admin/api/accounts/${encodeURIComponent(name)}/people/${encodeURIComponent(String(id))}`,
  /** GET → AccountUsage: the account's own usage over the last 30 days (UTC), day by day. */
  accountUsage: (name: string) => `/admin/api/accounts/${encodeURIComponent(name)}/usage`,
  /** GET → SiteLanguage[]: the site's languages, the default first (a customer's language is one of them). */
  languages: '/admin/api/languages',
  /** DELETE → { revoked: 1 }. */
  accountSession: (name: string, sessionId: string) =>
    `/admin/api/accounts/${encodeURIComponent(name)}/sessions/${encodeURIComponent(sessionId)}`,
  /**
   * GET AcknowledgementQuery → AcknowledgementReport: who of the account's people confirmed which
   * version of each document its lines ask to be read and understood, and who has not yet.
   */
  accountAcknowledgements: (name: string) => `/admin/api/accounts/${encodeURIComponent(name)}/acknowledgements`,
  /** GET AcknowledgementQuery → text/csv of the same rows: the hospital's own report, one file per account. */
  accountAcknowledgementsCsv: (name: string) => `/admin/api/accounts/${encodeURIComponent(name)}/acknowledgements.csv`,
  /** GET ?status=open|done|cancelled: PaperCopy[]. */
  paperCopies: '/admin/api/paper-copies',
  /** GET ?status: text/csv of the same list. */
  paperCopiesCsv: '/admin/api/paper-copies.csv',
  /** POST PaperCopyClosing → PaperCopy. */
  paperCopyClosing: (reference: string) => `/admin/api/paper-copies/${encodeURIComponent(reference)}/close`,
  /** GET AuditQuery as query string → AuditPage. */
  audit: '/admin/api/audit',
  /** GET AuditQuery (without page) → text/csv of every matching row. */
  auditCsv: '/admin/api/audit.csv',
  /** GET ?from&to (YYYY-MM-DD, `to` inclusive) &models=a,b &idleDays → UsageAnswer. */
  usage: '/admin/api/usage',
  /** GET → HealthAnswer. */
  health: '/admin/api/health',
  /** GET → NoticeMailAnswer: subscribers counted per line and language, and the mail queue's state. */
  noticeMail: '/admin/api/notice-mail',
  /** GET → SignInLockout[]: the customer sign-in lockouts in force, the longest-lasting first. */
  lockouts: '/admin/api/lockouts',
  /** POST LockoutLifting → SignInLockout (as it was); 404 when none is in force. Audited; admins only. */
  lockoutLifting: '/admin/api/lockouts/lift',
} as const;

export type OperatorRole = 'admin' | 'viewer';

/** Others trying the operator's name: failed sign-ins under it from other addresses since `since` (ms), and name lockouts. */
export interface FailedSignInsUnderName {
  count: number;
  since: number;
  lockouts: number;
}

export type ConsoleSessionAnswer =
  | { signedIn: false }
  | {
      signedIn: true;
      operator: { name: string; role: OperatorRole };
      csrfToken: string;
      expiresAt: number;
      /** Sign-in's answer only, when others tried the name since the operator's previous sign-in. */
      failedSignIns?: FailedSignInsUnderName;
    };

/** A current TOTP code, or one of the recovery codes instead. */
export interface SignInRequest {
  name: string;
  password: string;
  code?: string;
  recoveryCode?: string;
}

export interface CatalogueLine {
  model: string;
  title: string;
}

export interface AccountSummary {
  name: string;
  models: string[];
  enabled: boolean;
  createdAt: number;
  lastSignIn: number | null;
  openSessions: number;
  /** The account's own setting for the plain-hash `?auth=` link, or `default` (PLAIN_SIGN_IN_LINKS). */
  plainHashLink: PlainHashLinkSetting;
  /** Whether the plain-hash link signs in to it now: its setting, or the server's default. */
  plainHashLinkAllowed: boolean;
  /** Who the customer is; each null until an operator sets it. */
  details: CustomerDetails;
  /** From 00:00 UTC of this day (YYYY-MM-DD) the account signs in no more; null: no end. */
  accessEndsOn: string | null;
  /** Whether that day has come: the account signs in no more. */
  accessEnded: boolean;
}

/** Each detail to set (null or empty text clears it); the access end as YYYY-MM-DD, or null for none. */
export type AccountDetailsChange = Partial<Record<CustomerField | 'accessEndsOn', string | null>>;

export interface AccountImport {
  csv: string;
  dryRun: boolean;
}

interface ImportProblem {
  /** The file's line, from 1 (the line naming the columns). */
  line: number;
  /** The column, by its name in the file; null for the whole line. */
  column: string | null;
  message: string;
}

export interface ImportCheck {
  /** The accounts the import would make; none while there is a problem. */
  rows: {
    line: number;
    name: string;
    models: string[];
    hospitalName: string | null;
    customerNumber: string | null;
    accessEndsOn: string | null;
  }[];
  problems: ImportProblem[];
}

export interface ImportedAccounts {
  /** Each account made, with its generated password: shown this once, the server keeps only its hash. */
  accounts: { name: string; password: string }[];
}

export interface NamedPerson {
  id: number;
  name: string;
  email: string;
  /** Their first and latest sign-in through the hospital's sign-in. */
  firstSeenAt: number;
  lastSeenAt: number;
  openSessions: number;
}

export interface RemovedPerson {
  name: string;
  email: string;
  sessionsEnded: number;
}

/** One account's figures, of a day or of the whole period. */
interface AccountFigures {
  /** Successful sign-ins: the password, a link, a hospital sign-in. */
  signIns: number;
  /** Refused sign-ins that named the account (disabled, access ended, a link no longer valid…); a wrong password names none. */
  refusedSignIns: number;
  /** Whole downloads: a range continuing a download is not another one. */
  downloads: number;
  /** Searches made under the account (searches for common words only are not counted). */
  searches: number;
}

export interface AccountUsage {
  /** The period, whole UTC days, both ends included. */
  from: string;
  to: string;
  /** The days with any figure, oldest first. */
  days: (AccountFigures & { day: string })[];
  totals: AccountFigures;
  /** How many days the server keeps: the audit (sign-ins, downloads) and the searches; a period longer shows less. */
  keptDays: { audit: number; searches: number };
}

export interface SiteLanguage {
  code: string;
  name: string;
}

export type PlainHashLinkSetting = 'allowed' | 'refused' | 'default';

export type SignInLinkStatus = 'active' | 'expired' | 'revoked';

export interface SignInLink {
  id: number;
  label: string | null;
  /** The operator who issued it, or `cli:<system user>`. */
  createdBy: string;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
  lastUsedAt: number | null;
  status: SignInLinkStatus;
}

/** `days` 1 to 365, 30 when absent; `label` up to 100 characters, to tell links apart. */
export interface SignInLinkRequest {
  days?: number;
  label?: string;
}

export interface IssuedSignInLink {
  link: SignInLink;
  /** The `?auth=` address on the portal's public address; shown once, never stored. */
  url: string;
}

/** `password` absent: the server generates a strong one, shown once. */
export interface NewAccountRequest {
  name: string;
  models: string[];
  password?: string;
}

export interface AccountChange {
  models?: string[];
  enabled?: boolean;
  plainHashLink?: PlainHashLinkSetting;
}

/** An account's connection to its hospital's OpenID Connect provider, as the console shows it: never the client secret, only that one is set. */
export interface HospitalSignInSettings {
  issuer: string;
  clientId: string;
  /** Lower-case e-mail domains whose people the account admits. */
  domains: string[];
  groupClaim: string | null;
  groupValue: string | null;
  /** Whether the account's shared password (and its links) still signs in. */
  passwordAllowed: boolean;
  updatedAt: number;
  updatedBy: string;
}

export interface HospitalSignIn {
  /** What the hospital registers as the portal's redirect URI: exactly this. */
  redirectUri: string;
  /** Null while the account has no hospital sign-in. */
  settings: HospitalSignInSettings | null;
}

export interface HospitalSignInChange {
  issuer: string;
  clientId: string;
  /** Required to connect; when changing a connection, absent keeps the secret it has. */
  clientSecret?: string;
  domains: string[];
  groupClaim: string | null;
  groupValue: string | null;
  passwordAllowed: boolean;
}

export interface PasswordShownOnce {
  account: AccountSummary;
  /**
   * The generated password to give the hospital; the server keeps only its hash and never shows
   * it again. Absent when the operator typed the password: it is not sent back.
   */
  password?: string;
}

export interface RemovedAccount {
  name: string;
  paperCopies: number;
  openPaperCopies: number;
}

export interface CustomerSession {
  id: string;
  createdAt: number;
  lastSeenAt: number;
  clientAddress: string | null;
  userAgent: string | null;
}

export type PaperCopyState = 'open' | 'done' | 'cancelled';

export interface PaperCopy {
  reference: string;
  createdAt: number;
  /** createdAt + 7 days: the EU eIFU rules give seven days to send a paper copy. */
  dueAt: number;
  overdue: boolean;
  status: PaperCopyState;
  closedAt: number | null;
  note: string | null;
  /** Empty for a request from the public instructions-for-use pages, which no account makes. */
  account: string;
  /** Made on the public instructions-for-use pages, without a password. */
  fromPublicPage: boolean;
  model: string;
  documentName: string;
  documentVersion: string | null;
  copies: number;
  name: string;
  facility: string;
  address: string;
  email: string;
}

export interface PaperCopyClosing {
  status: 'done' | 'cancelled';
  note?: string;
}

export interface AuditQuery {
  /** YYYY-MM-DD, inclusive both ends. */
  from?: string;
  to?: string;
  kinds?: string[];
  account?: string;
  operator?: string;
  address?: string;
  /** 1-based. */
  page?: number;
}

export interface AuditRow {
  id: number;
  time: number;
  kind: string;
  account: string | null;
  operator: string | null;
  clientAddress: string;
  detail: string | null;
  count: number;
  instance: string | null;
}

export interface AuditPage {
  rows: AuditRow[];
  page: number;
  pageSize: number;
  total: number;
}

export interface UsageAnswer {
  from: string;
  to: string;
  signIns: { day: string; ok: number; failed: number }[];
  downloads: { day: string; model: string; downloads: number }[];
  topDocuments: { document: string; title: string; model: string; page: string | null; downloads: number }[];
  dormantAccounts: { account: string; lastSignIn: number | null }[];
  searches: { day: string; searches: number; empty: number }[];
  /** The words customers searched, as the search log keeps them; `otherSearches` for the searches it does not itemise. */
  emptySearches: { query: string; model: string; count: number }[];
}

/**
 * The search log's query of the searches it counts without their words: those an account made past
 * SEARCH_LOG_ACCOUNT_DAILY_LIMIT new rows in a day. No search is logged with no words, so it is no one's.
 */
export const otherSearches = '';

/** Sign-ins refused after too many failed ones from an address, or from all addresses at once. */
export interface SignInLockout {
  /** The address refused (an IPv6 /64 counts as one), or null for the limit across all addresses. */
  address: string | null;
  /** Accounts that signed in from the address lately: they may still sign in there with their password. */
  accounts: string[];
  since: number;
  until: number;
  /** Failed sign-ins counted in the window, those refused during the lockout included. */
  count: number;
}

/** The lockout to lift: its address as the list gives it, or null for the limit across all addresses. */
export interface LockoutLifting {
  address: string | null;
}

/**
 * The e-mail updates of notices per line: how many confirmed subscribers each language has (never
 * who they are) and the mail queue's messages by state, with the last error of one not sent.
 */
export interface NoticeMailLine {
  model: string;
  subscribers: { lang: string; count: number }[];
  waiting: number;
  sent: number;
  failing: number;
  failed: number;
  lastError: string | null;
}

export interface NoticeMailAnswer {
  lines: NoticeMailLine[];
}

export interface HealthAnswer {
  instances: { instance: string; lastSeen: number }[];
  database: { engine: 'sqlite' | 'postgres'; reachable: boolean };
  contentBuiltAt: string | null;
}

/** A person's state for one version of a document: confirmed, or (the current version only) not yet. */
export type AcknowledgementStatus = 'confirmed' | 'outstanding';

/** Which rows of an account's report: one line, one document of it, one status; each absent for all. */
export interface AcknowledgementQuery {
  model?: string;
  document?: string;
  status?: AcknowledgementStatus;
}

/** A document an account's lines ask to be read and understood, at its current version. */
interface AcknowledgedDocumentSummary {
  model: string;
  /** The line's title. */
  line: string;
  /** The document's key in the content. */
  document: string;
  name: string;
  version: string;
  /** The current version's date (YYYY-MM-DD). */
  date: string;
}

export interface AcknowledgementReportRow {
  model: string;
  line: string;
  document: string;
  name: string;
  version: string;
  /** Whether this is the document's current version (an earlier one's confirmations are kept). */
  current: boolean;
  /** The version's date, when it is the current one. */
  date: string | null;
  /** `removed`: an operator removed the person since; their confirmations stay, under the name they gave. */
  person: { name: string; email: string; removed: boolean };
  status: AcknowledgementStatus;
  confirmedAt: number | null;
}

export interface AcknowledgementReport {
  account: string;
  /** Every document the account's lines ask to confirm (what the filters offer), in catalogue order. */
  documents: AcknowledgedDocumentSummary[];
  /** How many people of the account signed in by name. */
  people: number;
  /** The rows the query asks for: by line, document and version (current first), then by person. */
  rows: AcknowledgementReportRow[];
}
