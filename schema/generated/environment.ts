/* Generated from schema/environment.schema.json by scripts/generate-types.ts. Do not edit: change the schema and run `npm run gen:types`. */

/**
 * Read once at start-up. Anything but NODE_ENV=production is demo mode, where placeholders fill the gaps.
 */
export interface Environment {
  /**
   * production seeds no demo account and requires the deployment values.
   */
  NODE_ENV?: 'production' | 'development' | 'test';
  /**
   * Key of the HMAC that finds an account by its auth key; changing it voids every password.
   */
  SESSION_SECRET?: string;
  /**
   * Customer support line.
   */
  SUPPORT_PHONE?: string;
  /**
   * The availability the public instructions for use (/eifu) aim for, as the availability page states it.
   */
  EIFU_AVAILABILITY_TARGET?: string;
  /**
   * Product-support address.
   */
  SUPPORT_EMAIL?: string;
  /**
   * Password shown in the eIFU modal.
   */
  EIFU_PASSWORD?: string;
  /**
   * Address of the embedded learning library.
   */
  LEARNING_LIBRARY_URL?: {
    [k: string]: unknown;
  } & string;
  /**
   * Address the server listens on.
   */
  HOST?: {
    [k: string]: unknown;
  } & string;
  /**
   * Port the server listens on.
   */
  PORT?: number;
  /**
   * Address the operators' console listens on: keep it on loopback and reach it through an SSH tunnel or a proxy that only lets the operators' addresses in.
   */
  ADMIN_HOST?: {
    [k: string]: unknown;
  } & string;
  /**
   * Port the operators' console listens on; 0 turns the console off. Unset: PORT + 1000 (any free port when PORT is 0 or above 64535).
   */
  ADMIN_PORT?: number;
  /**
   * Demo mode only: the loopback port of the demo hospital's OpenID Connect provider, which the demo account signs in through; 0 for any free port. Unset: PORT + 2000 (any free port when PORT is 0 or above 63535). Production never starts it.
   */
  DEMO_IDENTITY_PROVIDER_PORT?: number;
  /**
   * An operator's console session unused this long ends (it ends 8 hours after sign-in in any case).
   */
  ADMIN_SESSION_IDLE_MINUTES?: number;
  /**
   * The https origin at which a proxy serves the operators' console (deploy/nginx/sites-available/customer-resources-console), such as https://console.portal.example.com. The console answers only there and at loopback names (127.0.0.1, localhost, [::1]); unset, only at those.
   */
  ADMIN_PUBLIC_ORIGIN?: string;
  /**
   * The origin at which customers reach the portal, such as https://portal.example.com: the sign-in links that the console and the accounts command make start with it. Unset: http:// with HOST and PORT, which suits only a portal reached directly.
   */
  PUBLIC_ORIGIN?: string;
  /**
   * Least severe log line written: one JSON line per request at info.
   */
  LOG_LEVEL?: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * SQLite file, or :memory:; used when DATABASE_URL is not set.
   */
  DATABASE_PATH?: string;
  /**
   * PostgreSQL to keep accounts, sessions and audit in, shared by several instances: postgres://user:password@host:5432/database. Unset: the SQLite file at DATABASE_PATH.
   */
  DATABASE_URL?: string;
  /**
   * PostgreSQL connections this instance may open at once (at least 2: start-up holds one for its lock while seeding uses another).
   */
  DATABASE_POOL_SIZE?: number;
  /**
   * PostgreSQL cancels a statement running longer than this, and a request waits at most this long for a free connection.
   */
  DATABASE_STATEMENT_TIMEOUT_MS?: number;
  /**
   * This instance's name, stored on every audit row it writes. Default: the host name and port, e.g. web-1:3000.
   */
  INSTANCE_ID?: string;
  /**
   * Content sources, home of the files served.
   */
  CONTENT_DIR?: string;
  /**
   * Compiled content.
   */
  CONTENT_BUILD_DIR?: string;
  /**
   * Built site.
   */
  SITE_DIR?: string;
  /**
   * Who sends the bytes of a permitted file: the portal itself (direct), or nginx in front (x-accel): the portal checks, audits and answers X-Accel-Redirect with an empty body.
   */
  FILE_DELIVERY?: 'direct' | 'x-accel';
  /**
   * With FILE_DELIVERY=x-accel, the internal nginx location that maps to CONTENT_DIR; it starts with /_, which no address of the portal does.
   */
  X_ACCEL_PREFIX?: string;
  /**
   * A session unused this long ends.
   */
  SESSION_IDLE_MINUTES?: number;
  /**
   * A session ends this long after sign-in, however busy.
   */
  SESSION_ABSOLUTE_HOURS?: number;
  /**
   * How long this process may answer from its own copy of a session instead of reading the database: a sign-out, revoke, disable or new password made through this server applies at once, one made by the accounts command or another instance within this time, so it is at most 1000 (one second). 0 reads the database on every request.
   */
  SESSION_CACHE_MS?: number;
  /**
   * Whose X-Forwarded-For to believe: off, the number of proxies in front, or the proxies' addresses.
   */
  TRUST_PROXY?: false | number | [string, ...string[]];
  /**
   * Bearer token that lets a scraper from another machine read /metrics; unset, only loopback addresses may.
   */
  METRICS_TOKEN?: string;
  /**
   * Origins the site may frame for videos; unset, those of the videos in the compiled content.
   */
  VIDEO_ORIGINS?: string[];
  /**
   * On SIGTERM, how long requests in flight may finish.
   */
  SHUTDOWN_GRACE_SECONDS?: number;
  /**
   * Longest a request may take to arrive or a socket stay idle.
   */
  REQUEST_TIMEOUT_SECONDS?: number;
  /**
   * How long an idle keep-alive connection stays open.
   */
  KEEP_ALIVE_SECONDS?: number;
  /**
   * Concurrent sessions per account; one more ends the oldest.
   */
  MAX_SESSIONS_PER_ACCOUNT?: number;
  /**
   * Whether the specification's plain-hash sign-in link (?auth= with the password's SHA-256, which never expires) signs in to accounts that have no setting of their own; links an operator issues and password sign-in are not affected.
   */
  PLAIN_SIGN_IN_LINKS?: boolean;
  /**
   * Audit events older than this are deleted.
   */
  AUDIT_RETENTION_DAYS?: number;
  /**
   * Document, secure-download and training-file requests one signed-in session may make in a minute; past it, 429 with Retry-After.
   */
  SESSION_FILE_REQUESTS_PER_MINUTE?: number;
  /**
   * Searches one signed-in session may make in a minute; past it, 429 with Retry-After.
   */
  SESSION_SEARCHES_PER_MINUTE?: number;
  /**
   * Paper-copy requests one account may make in any 24 hours, whatever the session.
   */
  PAPER_COPY_DAILY_LIMIT?: number;
  /**
   * Paper-copy requests that may come from one client address (an IPv6 /64 counting as one) in any 24 hours, whatever the account.
   */
  PAPER_COPY_ADDRESS_DAILY_LIMIT?: number;
  /**
   * Paper-copy requests marked sent longer ago than this are deleted; open ones are kept.
   */
  PAPER_COPY_RETENTION_DAYS?: number;
  /**
   * Days of the search log (searches counted per day, words and product line, never who searched), and of each account's number of searches per day (no words), older than this are deleted.
   */
  SEARCH_LOG_RETENTION_DAYS?: number;
  /**
   * Rows one account's searches may add to the search log in a UTC day; its further new searches are counted together in the day's other row of their line and outcome, without their words. 0: no words are kept.
   */
  SEARCH_LOG_ACCOUNT_DAILY_LIMIT?: number;
  /**
   * SMTP server the e-mail updates of notices go out through, as nodemailer reads it: smtp://user:password@host:587 (STARTTLS when the server offers it) or smtps://user:password@host:465. Unset in demo mode: messages are written to the log and to data/mail/*.eml; unset in production: messages wait in the queue.
   */
  SMTP_URL?: string;
  /**
   * The From address of the e-mail updates of notices.
   */
  MAIL_FROM?: string;
  /**
   * Where demo mode without SMTP_URL writes each message as a .eml file a developer can open.
   */
  MAIL_DIR?: string;
  /**
   * Subscription requests for e-mail updates that may come from one client address (an IPv6 /64 counting as one) in any 24 hours. Whatever this says, one e-mail address is sent at most one confirmation a day.
   */
  SUBSCRIPTION_CLIENT_DAILY_LIMIT?: number;
  /**
   * security.txt's contact for researchers; unset, mailto: the support address.
   */
  SECURITY_CONTACT?: string;
  /**
   * When security.txt stops being valid; unset, one year after start-up.
   */
  SECURITY_TXT_EXPIRES?: string;
  /**
   * log2 of scrypt's N for a cheap password hash in test runs; unset, the strong default.
   */
  SCRYPT_COST?: number;
}
