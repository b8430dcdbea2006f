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
} as const;

export type OperatorRole = 'admin' | 'viewer';

export type ConsoleSessionAnswer =
  | { signedIn: false }
  | { signedIn: true; operator: { name: string; role: OperatorRole }; csrfToken: string; expiresAt: number };

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
  emptySearches: { query: string; model: string; count: number }[];
}

export interface HealthAnswer {
  instances: { instance: string; lastSeen: number }[];
  database: { engine: 'sqlite' | 'postgres'; reachable: boolean };
  contentBuiltAt: string | null;
}
