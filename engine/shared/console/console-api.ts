/**
 * The operators' console's HTTP contract, shared by the console's server scope and its pages so
 * both name every address and answer shape once. The console is served on its own listener
 * (ADMIN_HOST/ADMIN_PORT), under `/admin/`, never on the portal's public port.
 *
 * Every state-changing request (POST, PATCH, DELETE) carries the CSRF token of the session answer
 * in the `csrf-token` header and a same-origin `Origin`; a `viewer` gets 403 for every one of them.
 * Errors answer `{ error: string }` with a 4xx or 5xx status, as the portal's API does.
 */

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
  /** GET → CustomerSession[]; DELETE → { revoked: number } (every session of the account). */
  accountSessions: (name: string) => `/admin/api/accounts/${encodeURIComponent(name)}/sessions`,
  /** DELETE → { revoked: 1 }. */
  accountSession: (name: string, sessionId: string) =>
    `/admin/api/accounts/${encodeURIComponent(name)}/sessions/${encodeURIComponent(sessionId)}`,
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
  account: string;
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
