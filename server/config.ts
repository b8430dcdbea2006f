/**
 * The server's configuration, read from the environment once at start-up and checked against
 * schema/environment.schema.json. Every bad value is collected so the operator fixes them all in one go.
 */
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import type { ErrorObject } from 'ajv';
import { createAjv } from '../engine/compiler/validation/ajv-factory';
import environmentSchema from '../schema/environment.schema.json' with { type: 'json' };
import type { Environment } from '../schema/generated/environment';
import type { ScryptCost } from './auth/password-hash';
import { isLoopbackHost } from './console/loopback-host';

type NodeEnv = NonNullable<Environment['NODE_ENV']>;
type LogLevel = NonNullable<Environment['LOG_LEVEL']>;
type FileDelivery = NonNullable<Environment['FILE_DELIVERY']>;

/** Fastify's trustProxy: off, every hop, a hop count, or a list of trusted addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

/** Each field is read from its variable (port from PORT); schema/environment.schema.json describes them. */
export interface Config {
  nodeEnv: NodeEnv;
  /** Anything but production: demo accounts are seeded and placeholders get demo values. */
  demoMode: boolean;
  host: string;
  port: number;
  /** The operators' console's own listener (port 0: any free port); null when ADMIN_PORT=0 turns it off. */
  admin: { host: string; port: number } | null;
  adminSessionIdleMinutes: number;
  /** Demo mode's hospital provider's loopback port (sso/demo-identity-provider.ts); 0: any free port. */
  demoIdentityProviderPort: number;
  /** The origin a proxy serves the console at, besides loopback names; null: loopback names only. */
  adminPublicOrigin: string | null;
  /** Where customers reach the portal: the start of every sign-in link an operator makes. */
  publicOrigin: string;
  /** pino's level; `npm run dev` uses warn unless LOG_LEVEL is set. */
  logLevel: LogLevel;
  /** Null in demo mode when unset: auth/session-secret.ts then keeps a random one in the database. */
  sessionSecret: string | null;
  databasePath: string;
  /** PostgreSQL connection URL; null: the SQLite file at databasePath. */
  databaseUrl: string | null;
  databasePoolSize: number;
  databaseStatementTimeoutMs: number;
  /** Written on every audit row: which instance served the request. */
  instanceId: string;
  contentDir: string;
  contentBuildDir: string;
  siteDir: string;
  /** x-accel: nginx in front sends the bytes of the files the portal permits (server/files/x-accel.ts). */
  fileDelivery: FileDelivery;
  /** The internal nginx location that maps to contentDir; used only with x-accel. */
  xAccelPrefix: string;
  supportPhone: string;
  supportEmail: string;
  /** The availability the public eIFU pages state, e.g. 99.9 %. */
  eifuAvailabilityTarget: string;
  eifuPassword: string;
  learningLibraryUrl: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /**
   * 0: every request reads its session from the store. At most 1000: the bound on how late a
   * sign-out or revoke made through another instance is seen here.
   */
  sessionCacheMs: number;
  trustProxy: TrustProxy;
  /** Null: only loopback addresses may read /metrics. */
  metricsToken: string | null;
  /** Null when unset: the CSP then allows the origins of the videos in the compiled content. */
  videoOrigins: string[] | null;
  shutdownGraceSeconds: number;
  requestTimeoutSeconds: number;
  keepAliveSeconds: number;
  maxSessionsPerAccount: number;
  /** Whether the plain-hash `?auth=` link signs in to an account that has no setting of its own. */
  plainSignInLinks: boolean;
  auditRetentionDays: number;
  /** Requests one signed-in session may make in a minute, to the file routes together and to search. */
  sessionFileRequestsPerMinute: number;
  sessionSearchesPerMinute: number;
  /** Paper-copy requests per account, and per client address, in any 24 hours (on top of 5 per session an hour). */
  paperCopyDailyLimit: number;
  paperCopyAddressDailyLimit: number;
  /** SMTP_URL: the e-mail updates' SMTP server; null writes them to mailDir in demo mode. */
  smtpUrl: string | null;
  mailFrom: string;
  /** MAIL_DIR, absolute. */
  mailDir: string;
  subscriptionClientDailyLimit: number;
  /** Requests marked sent longer ago than this are deleted; open ones never are. */
  paperCopyRetentionDays: number;
  /** Days of the search log older than this are deleted. */
  searchLogRetentionDays: number;
  /** Rows one account's searches may add to the search log in a UTC day; past it, one other row counts them. */
  searchLogAccountDailyLimit: number;
  securityContact: string;
  /** Null means one year after the server started. */
  securityTxtExpires: Date | null;
  /** Null means the strong default. */
  scryptCost: ScryptCost | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Name = keyof Environment;
interface PropertySchema {
  type?: string;
  anyOf?: readonly Record<string, unknown>[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  writeOnly?: boolean;
  'x-must-be'?: string;
}
const properties: Record<Name, PropertySchema> = environmentSchema.properties;
const names = Object.keys(properties) as Name[];

const ajv = createAjv();
for (const keyword of ['x-must-be', 'x-problem']) ajv.addKeyword({ keyword, schemaType: 'string' });
// What a pattern cannot check: Node's own IP parser, the URL parser browsers use, and Date.parse.
const formats: Record<string, (value: string) => boolean> = {
  ip: (value) => isIP(value) !== 0,
  'ip-or-cidr': (value) => isIP(value.replace(/\/\d{1,3}$/, '')) !== 0,
  'https-url': (value) => URL.canParse(value) && new URL(value).protocol === 'https:',
  origin: (value) => URL.canParse(value) && new URL(value).origin === value.replace(/\/$/, ''),
  'js-date': (value) => !Number.isNaN(Date.parse(value)),
};
for (const [name, check] of Object.entries(formats)) ajv.addFormat(name, { type: 'string', validate: check });
const validate = ajv.compile(environmentSchema);

/** Turns an environment string into the JSON value its schema asks for, where the string spells one. */
function toJson(value: string, schema: PropertySchema): unknown {
  const types: readonly unknown[] = schema.anyOf?.map((option) => option.type) ?? [schema.type];
  // '0' has always meant off rather than zero hops.
  if (types.includes('boolean') && /^(0|false|off|no|true|on|yes)$/i.test(value)) return /^(true|on|yes)$/i.test(value);
  if (types.includes('integer') && /^\d+$/.test(value)) return Number(value);
  return types.includes('array') ? value.split(',').flatMap((entry) => entry.trim() || []) : value;
}

type Env = Record<string, string | undefined>;

/**
 * Reads and checks the variables named in `read` alone, so a command is never stopped by a setting
 * it does not use; throws ConfigError listing every bad one.
 */
function readSettings(env: Env, read: readonly Name[]) {
  const given: Partial<Record<Name, string>> = {};
  const data: Partial<Record<Name, unknown>> = {};
  for (const name of read) {
    const value = env[name]?.trim();
    if (!value) continue;
    given[name] = value;
    data[name] = toJson(value, properties[name]);
  }
  const nodeEnv =
    (environmentSchema.properties.NODE_ENV.enum as NodeEnv[]).find((value) => value === data.NODE_ENV) ?? 'development';
  const problems = validate(data) ? [] : problemsOf(validate.errors ?? [], given, nodeEnv, read);
  if (problems.length > 0) throw new ConfigError(problems);
  const get = <T>(name: Name): T => (data[name] ?? properties[name].default) as T;
  return { data, nodeEnv, get };
}

/** What only the customers' pages show: production requires them of the server, never of a command. */
const pageSettings: readonly Name[] = [
  'SUPPORT_PHONE',
  'SUPPORT_EMAIL',
  'EIFU_PASSWORD',
  'EIFU_AVAILABILITY_TARGET',
  'LEARNING_LIBRARY_URL',
];
type PageConfig =
  | 'supportPhone'
  | 'supportEmail'
  | 'eifuPassword'
  | 'eifuAvailabilityTarget'
  | 'learningLibraryUrl'
  | 'securityContact';

/** The operator commands' settings (`npm run accounts`): the server's, less what only its pages show. */
export type CommandConfig = Omit<Config, PageConfig>;

export function loadCommandConfig(env: Env = process.env): CommandConfig {
  return configOf(
    env,
    names.filter((name) => !pageSettings.includes(name)),
  );
}

/** Where the database is and how to reach it: all a migration or a copy reads. */
export type DatabaseConfig = Pick<
  Config,
  'databaseUrl' | 'databasePath' | 'databasePoolSize' | 'databaseStatementTimeoutMs'
>;

const databaseSettings: readonly Name[] = [
  'DATABASE_URL',
  'DATABASE_PATH',
  'DATABASE_POOL_SIZE',
  'DATABASE_STATEMENT_TIMEOUT_MS',
];

export function loadDatabaseConfig(env: Env = process.env): DatabaseConfig {
  const { get } = readSettings(env, databaseSettings);
  return {
    databasePath: databasePathOf(get('DATABASE_PATH')),
    databaseUrl: get('DATABASE_URL') ?? null,
    databasePoolSize: get('DATABASE_POOL_SIZE'),
    databaseStatementTimeoutMs: get('DATABASE_STATEMENT_TIMEOUT_MS'),
  };
}

/** Relative paths are taken from the working directory; SQLite's ':memory:' is a name, not a path. */
function databasePathOf(path: string): string {
  return path === ':memory:' ? path : resolve(path);
}

/** The server's settings: every variable, read and checked; throws ConfigError listing every bad value. */
export function loadConfig(env: Env = process.env): Config {
  return configOf(env, names);
}

function configOf(env: Env, read: readonly Name[]): Config {
  const { data, nodeEnv, get } = readSettings(env, read);
  const adminProblems = [adminPortProblemOf(data), adminHostProblemOf(data, nodeEnv)].flatMap(
    (problem) => problem ?? [],
  );
  if (adminProblems.length > 0) throw new ConfigError(adminProblems);

  const supportEmail: string = get('SUPPORT_EMAIL');
  const scryptCost = data.SCRYPT_COST as number | undefined;
  return {
    nodeEnv,
    demoMode: nodeEnv !== 'production',
    host: get('HOST'),
    port: get('PORT'),
    admin: adminListenerOf(data),
    adminSessionIdleMinutes: get('ADMIN_SESSION_IDLE_MINUTES'),
    demoIdentityProviderPort: demoIdentityProviderPortOf(data),
    adminPublicOrigin: data.ADMIN_PUBLIC_ORIGIN ? new URL(data.ADMIN_PUBLIC_ORIGIN as string).origin : null,
    publicOrigin: data.PUBLIC_ORIGIN
      ? new URL(data.PUBLIC_ORIGIN as string).origin
      : `http://${get<string>('HOST')}:${get<number>('PORT')}`,
    logLevel: get('LOG_LEVEL'),
    sessionSecret: get('SESSION_SECRET') ?? null,
    // Relative paths are taken from the working directory; static file roots must be absolute.
    databasePath: databasePathOf(get('DATABASE_PATH')),
    databaseUrl: get('DATABASE_URL') ?? null,
    databasePoolSize: get('DATABASE_POOL_SIZE'),
    databaseStatementTimeoutMs: get('DATABASE_STATEMENT_TIMEOUT_MS'),
    // Host and port tell instances apart on one machine and across machines alike.
    instanceId: get('INSTANCE_ID') ?? `${hostname()}:${get<number>('PORT')}`,
    contentDir: resolve(get('CONTENT_DIR')),
    contentBuildDir: resolve(get('CONTENT_BUILD_DIR')),
    siteDir: resolve(get('SITE_DIR')),
    fileDelivery: get('FILE_DELIVERY'),
    xAccelPrefix: get('X_ACCEL_PREFIX'),
    supportPhone: get('SUPPORT_PHONE'),
    supportEmail,
    eifuAvailabilityTarget: get('EIFU_AVAILABILITY_TARGET'),
    eifuPassword: get('EIFU_PASSWORD'),
    learningLibraryUrl: get('LEARNING_LIBRARY_URL'),
    sessionIdleMinutes: get('SESSION_IDLE_MINUTES'),
    sessionAbsoluteHours: get('SESSION_ABSOLUTE_HOURS'),
    sessionCacheMs: get('SESSION_CACHE_MS'),
    trustProxy: get('TRUST_PROXY'),
    metricsToken: get('METRICS_TOKEN') ?? null,
    videoOrigins: data.VIDEO_ORIGINS
      ? [...new Set((data.VIDEO_ORIGINS as string[]).map((origin) => origin.replace(/\/$/, '')))].sort()
      : null,
    shutdownGraceSeconds: get('SHUTDOWN_GRACE_SECONDS'),
    requestTimeoutSeconds: get('REQUEST_TIMEOUT_SECONDS'),
    keepAliveSeconds: get('KEEP_ALIVE_SECONDS'),
    maxSessionsPerAccount: get('MAX_SESSIONS_PER_ACCOUNT'),
    plainSignInLinks: get('PLAIN_SIGN_IN_LINKS'),
    auditRetentionDays: get('AUDIT_RETENTION_DAYS'),
    sessionFileRequestsPerMinute: get('SESSION_FILE_REQUESTS_PER_MINUTE'),
    sessionSearchesPerMinute: get('SESSION_SEARCHES_PER_MINUTE'),
    paperCopyDailyLimit: get('PAPER_COPY_DAILY_LIMIT'),
    paperCopyAddressDailyLimit: get('PAPER_COPY_ADDRESS_DAILY_LIMIT'),
    smtpUrl: get('SMTP_URL') ?? null,
    mailFrom: get('MAIL_FROM'),
    mailDir: resolve(get('MAIL_DIR')),
    subscriptionClientDailyLimit: get('SUBSCRIPTION_CLIENT_DAILY_LIMIT'),
    paperCopyRetentionDays: get('PAPER_COPY_RETENTION_DAYS'),
    searchLogRetentionDays: get('SEARCH_LOG_RETENTION_DAYS'),
    searchLogAccountDailyLimit: get('SEARCH_LOG_ACCOUNT_DAILY_LIMIT'),
    securityContact: get('SECURITY_CONTACT') ?? `mailto:${supportEmail}`,
    securityTxtExpires: data.SECURITY_TXT_EXPIRES ? new Date(data.SECURITY_TXT_EXPIRES as string) : null,
    scryptCost: scryptCost === undefined ? null : { N: 2 ** scryptCost, r: 8, p: 1 },
  };
}

/**
 * The console's port beside the portal's, so instances on neighbouring ports never clash. Where
 * that is no port (PORT 0, any free port, as tests use; or PORT above 64535) the console takes any
 * free port too, and the start-up message names it.
 */
const adminPortOffset = 1000;

function adminPortOf(data: Partial<Record<Name, unknown>>): number | 'any' {
  const given = data.ADMIN_PORT as number | undefined;
  if (given !== undefined) return given;
  const port = (data.PORT ?? properties.PORT.default) as number;
  return port === 0 || port + adminPortOffset > environmentSchema.properties.PORT.maximum
    ? 'any'
    : port + adminPortOffset;
}

/** The demo hospital's provider beside the portal, past the console's port; any free port where that is none. */
const demoIdentityProviderPortOffset = 2000;

function demoIdentityProviderPortOf(data: Partial<Record<Name, unknown>>): number {
  const given = data.DEMO_IDENTITY_PROVIDER_PORT as number | undefined;
  if (given !== undefined) return given;
  const port = (data.PORT ?? properties.PORT.default) as number;
  const beside = port + demoIdentityProviderPortOffset;
  return port === 0 || beside > environmentSchema.properties.PORT.maximum ? 0 : beside;
}

/** What the schema alone cannot say: the console never shares the portal's port. */
function adminPortProblemOf(data: Partial<Record<Name, unknown>>): string | undefined {
  const port = (data.PORT ?? properties.PORT.default) as number;
  if (port !== 0 && adminPortOf(data) === port) {
    return `ADMIN_PORT must differ from PORT (both are ${port}): the console never shares the public port`;
  }
  return undefined;
}

/**
 * In production the console listens beyond this machine only behind a proxy it trusts and at the
 * origin that proxy serves: anything else would put its sign-in on the network.
 */
function adminHostProblemOf(data: Partial<Record<Name, unknown>>, nodeEnv: NodeEnv): string | undefined {
  const host = (data.ADMIN_HOST ?? properties.ADMIN_HOST.default) as string;
  if (nodeEnv !== 'production' || adminPortOf(data) === 0 || isLoopbackHost(host)) return undefined;
  if (data.TRUST_PROXY !== undefined && data.TRUST_PROXY !== false && data.ADMIN_PUBLIC_ORIGIN !== undefined) {
    return undefined;
  }
  return `ADMIN_HOST=${host} is not a loopback address, which NODE_ENV=production refuses unless the console is behind a trusted proxy: keep ADMIN_HOST=127.0.0.1 (an SSH tunnel, or nginx on this machine with deploy/nginx/sites-available/customer-resources-console), or set TRUST_PROXY to the proxy's address and ADMIN_PUBLIC_ORIGIN to the origin it serves the console at`;
}

function adminListenerOf(data: Partial<Record<Name, unknown>>): Config['admin'] {
  const port = adminPortOf(data);
  if (port === 0) return null;
  return { host: (data.ADMIN_HOST ?? properties.ADMIN_HOST.default) as string, port: port === 'any' ? 0 : port };
}

/** One line per variable read, in the schema's order; a refusal's own line wins over "must be". */
function problemsOf(
  errors: ErrorObject[],
  given: Partial<Record<Name, string>>,
  nodeEnv: NodeEnv,
  read: readonly Name[],
): string[] {
  return read.flatMap((name) => {
    const own = errors.filter((error) =>
      error.keyword === 'required' ? error.params.missingProperty === name : error.instancePath.split('/')[1] === name,
    );
    if (own.length === 0) return [];
    const refusal = own.find((error) => error.keyword === 'not' || error.keyword === 'required');
    const problem = (refusal?.parentSchema as { 'x-problem'?: string } | undefined)?.['x-problem'];
    if (problem) {
      const fills: Record<string, string | undefined> = { name, value: given[name], NODE_ENV: nodeEnv };
      return [problem.replace(/\{(\w+)\}/g, (_, key: string) => fills[key] ?? '')];
    }
    const schema = properties[name];
    const mustBe = schema['x-must-be'] ?? `a whole number from ${schema.minimum} to ${schema.maximum}`;
    if (schema.writeOnly) return [`${name} must be ${mustBe}`];
    if (schema.type !== 'array') return [`${name} must be ${mustBe} (got "${given[name]}")`];
    // A list names only its bad entries, so the good ones are not mistaken for the problem.
    const bad = new Set(own.map((error) => `"${error.data}"`));
    return [`${name} must be ${mustBe} (not ${[...bad].join(', ')})`];
  });
}
