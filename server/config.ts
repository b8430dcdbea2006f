/**
 * The server's configuration, read from the environment once at start-up.
 * Every bad value is collected so the operator fixes them all in one go.
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { ScryptCost } from './accounts/password-hash';

export type NodeEnv = 'production' | 'development' | 'test';

/** Fastify's trustProxy: off, every hop, a hop count, or a list of trusted addresses/CIDRs. */
export type TrustProxy = boolean | number | string[];

export interface Config {
  nodeEnv: NodeEnv;
  /** Anything but production: demo accounts are seeded and placeholders get demo values. */
  demoMode: boolean;
  host: string;
  port: number;
  /**
   * Key of the HMAC that finds an account by its auth key. Null in demo mode when unset:
   * a random one is then generated once and kept in the database (see accounts/session-secret.ts),
   * so accounts keep working across restarts.
   */
  sessionSecret: string | null;
  databasePath: string;
  contentDir: string;
  contentBuildDir: string;
  siteDir: string;
  supportPhone: string;
  supportEmail: string;
  eifuPassword: string;
  learningLibraryUrl: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  trustProxy: TrustProxy;
  /**
   * VIDEO_ORIGINS: https origins the site may frame for videos. Null when unset: the CSP then
   * allows the origins of the videos in the compiled content.
   */
  videoOrigins: string[] | null;
  /** How long in-flight requests may run after SIGTERM before the process gives up on them. */
  shutdownGraceSeconds: number;
  /** A request must arrive whole, and a connection may stay silent, at most this long. */
  requestTimeoutSeconds: number;
  /** How long an idle keep-alive connection stays open; a proxy in front must give up sooner. */
  keepAliveSeconds: number;
  /** Concurrent sessions per account; a new sign-in beyond it ends the oldest session. */
  maxSessionsPerAccount: number;
  /** Audit events older than this are deleted (at start-up, then daily). */
  auditRetentionDays: number;
  /** security.txt: how researchers reach the operator (mailto: or https:). */
  securityContact: string;
  /** security.txt: when its contents stop being valid; null means one year after the server started. */
  securityTxtExpires: Date | null;
  /**
   * SCRYPT_COST (log2 of N): a cheap password hash for test runs only. Honoured only with
   * NODE_ENV=test and refused otherwise; null means the strong default.
   */
  scryptCost: ScryptCost | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Placeholders of the specification; production must set real values. */
export const demoDefaults = {
  SUPPORT_PHONE: '1-800-555-0100',
  SUPPORT_EMAIL: 'support@example.com',
  EIFU_PASSWORD: 'demo-eifu',
  LEARNING_LIBRARY_URL: '/public/training/learning-library/index.html',
} as const;

const minimumSecretLength = 32;

type Env = Record<string, string | undefined>;

/** Reads and validates the environment; throws ConfigError listing every bad value. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const nodeEnv = parseNodeEnv(read('NODE_ENV'), problems);
  const demoMode = nodeEnv !== 'production';

  const deploymentValue = (name: keyof typeof demoDefaults): string => {
    const value = read(name);
    if (value !== undefined) return value;
    if (!demoMode) problems.push(`${name} is required when NODE_ENV=production`);
    return demoDefaults[name];
  };

  const sessionSecret = read('SESSION_SECRET') ?? null;
  if (sessionSecret === null && !demoMode) {
    problems.push(
      'SESSION_SECRET is required when NODE_ENV=production (at least 32 characters, e.g. `openssl rand -hex 32`)',
    );
  } else if (sessionSecret !== null && sessionSecret.length < minimumSecretLength) {
    problems.push(`SESSION_SECRET must be at least ${minimumSecretLength} characters long`);
  }

  const supportPhone = deploymentValue('SUPPORT_PHONE');
  if (!/^\+?[0-9][0-9 ()-]{2,30}$/.test(supportPhone)) {
    problems.push(`SUPPORT_PHONE must be a phone number such as 1-800-555-0100 (got "${supportPhone}")`);
  }
  const supportEmail = deploymentValue('SUPPORT_EMAIL');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(supportEmail)) {
    problems.push(`SUPPORT_EMAIL must be an email address (got "${supportEmail}")`);
  }
  const eifuPassword = deploymentValue('EIFU_PASSWORD');
  const learningLibraryUrl = deploymentValue('LEARNING_LIBRARY_URL');
  if (!isSiteOrHttpsUrl(learningLibraryUrl)) {
    problems.push(
      `LEARNING_LIBRARY_URL must be a path on this site (/...) or an https:// address (got "${learningLibraryUrl}")`,
    );
  }

  const config: Config = {
    nodeEnv,
    demoMode,
    host: parseHost(read('HOST') ?? '127.0.0.1', problems),
    port: parseInteger('PORT', read('PORT'), 8080, { min: 0, max: 65535 }, problems),
    sessionSecret,
    // Relative paths are taken from the working directory; static file roots must be absolute.
    databasePath: databasePathOf(read('DATABASE_PATH')),
    contentDir: resolve(read('CONTENT_DIR') ?? 'content'),
    contentBuildDir: resolve(read('CONTENT_BUILD_DIR') ?? 'build/content'),
    siteDir: resolve(read('SITE_DIR') ?? 'build/site'),
    supportPhone,
    supportEmail,
    eifuPassword,
    learningLibraryUrl,
    sessionIdleMinutes: parseInteger(
      'SESSION_IDLE_MINUTES',
      read('SESSION_IDLE_MINUTES'),
      30,
      { min: 1, max: 24 * 60 },
      problems,
    ),
    sessionAbsoluteHours: parseInteger(
      'SESSION_ABSOLUTE_HOURS',
      read('SESSION_ABSOLUTE_HOURS'),
      12,
      { min: 1, max: 24 * 30 },
      problems,
    ),
    trustProxy: parseTrustProxy(read('TRUST_PROXY'), problems),
    videoOrigins: parseOrigins('VIDEO_ORIGINS', read('VIDEO_ORIGINS'), problems),
    shutdownGraceSeconds: parseInteger(
      'SHUTDOWN_GRACE_SECONDS',
      read('SHUTDOWN_GRACE_SECONDS'),
      10,
      { min: 1, max: 600 },
      problems,
    ),
    requestTimeoutSeconds: parseInteger(
      'REQUEST_TIMEOUT_SECONDS',
      read('REQUEST_TIMEOUT_SECONDS'),
      60,
      { min: 1, max: 600 },
      problems,
    ),
    keepAliveSeconds: parseInteger(
      'KEEP_ALIVE_SECONDS',
      read('KEEP_ALIVE_SECONDS'),
      10,
      { min: 1, max: 600 },
      problems,
    ),
    maxSessionsPerAccount: parseInteger(
      'MAX_SESSIONS_PER_ACCOUNT',
      read('MAX_SESSIONS_PER_ACCOUNT'),
      50,
      { min: 1, max: 100_000 },
      problems,
    ),
    auditRetentionDays: parseInteger(
      'AUDIT_RETENTION_DAYS',
      read('AUDIT_RETENTION_DAYS'),
      400,
      { min: 1, max: 36_500 },
      problems,
    ),
    // By default the support address, whose own check already reported a bad value.
    securityContact: parseSecurityContact(read('SECURITY_CONTACT'), problems) ?? `mailto:${supportEmail}`,
    securityTxtExpires: parseFutureDate('SECURITY_TXT_EXPIRES', read('SECURITY_TXT_EXPIRES'), problems),
    scryptCost: parseScryptCost(read('SCRYPT_COST'), nodeEnv, problems),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function parseNodeEnv(value: string | undefined, problems: string[]): NodeEnv {
  if (value === undefined) return 'development';
  if (value === 'production' || value === 'development' || value === 'test') return value;
  problems.push(`NODE_ENV must be production, development or test (got "${value}")`);
  return 'development';
}

function parseHost(value: string, problems: string[]): string {
  if (isIP(value) !== 0 || /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(value)) return value;
  problems.push(`HOST must be an IP address or host name (got "${value}")`);
  return value;
}

function parseInteger(
  name: string,
  value: string | undefined,
  fallback: number,
  range: { min: number; max: number },
  problems: string[],
): number {
  if (value === undefined) return fallback;
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < range.min || number > range.max) {
    problems.push(`${name} must be a whole number from ${range.min} to ${range.max} (got "${value}")`);
    return fallback;
  }
  return number;
}

/**
 * Trusting every hop would let any client write its own address into X-Forwarded-For and
 * escape the per-address limits, so only named proxies or a hop count are accepted.
 */
function parseTrustProxy(value: string | undefined, problems: string[]): TrustProxy {
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  if (['0', 'false', 'off', 'no'].includes(lower)) return false;
  if (['true', 'on', 'yes'].includes(lower)) {
    problems.push(
      `TRUST_PROXY=${value} would trust any client's X-Forwarded-For: give the proxy's address or CIDR (e.g. 127.0.0.1) or the number of proxies in front (e.g. 1)`,
    );
    return false;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address, bits, ...rest] = entry.split('/');
    return (
      rest.length === 0 &&
      address !== undefined &&
      isIP(address) !== 0 &&
      (bits === undefined || /^\d{1,3}$/.test(bits))
    );
  });
  if (valid) return entries;
  problems.push(
    `TRUST_PROXY must be off, a hop count, or a comma-separated list of IP addresses/CIDRs (got "${value}")`,
  );
  return false;
}

/** A comma-separated list of https origins (scheme, host and optional port; nothing else). */
function parseOrigins(name: string, value: string | undefined, problems: string[]): string[] | null {
  if (value === undefined) return null;
  const origins: string[] = [];
  const bad: string[] = [];
  for (const entry of value.split(',').map((item) => item.trim())) {
    if (entry === '') continue;
    let origin: string | undefined;
    try {
      const url = new URL(entry);
      if (url.protocol === 'https:' && url.origin === entry.replace(/\/$/, '')) origin = url.origin;
    } catch {
      origin = undefined;
    }
    if (origin) origins.push(origin);
    else bad.push(entry);
  }
  if (bad.length > 0) {
    problems.push(
      `${name} must be a comma-separated list of https origins such as https://player.vimeo.com (not ${bad.map((entry) => `"${entry}"`).join(', ')})`,
    );
  }
  return [...new Set(origins)].sort();
}

/** Test runs hash passwords cheaply; anywhere else a weak hash would be a silent downgrade, so it is refused. */
function parseScryptCost(value: string | undefined, nodeEnv: NodeEnv, problems: string[]): ScryptCost | null {
  if (value === undefined) return null;
  if (nodeEnv !== 'test') {
    problems.push(`SCRYPT_COST is a test-only setting and is refused unless NODE_ENV=test (got NODE_ENV=${nodeEnv})`);
    return null;
  }
  if (!/^\d{1,2}$/.test(value) || Number(value) < 4 || Number(value) > 20) {
    problems.push(`SCRYPT_COST must be log2 of scrypt's N, a whole number from 4 to 20 (got "${value}")`);
    return null;
  }
  return { N: 2 ** Number(value), r: 8, p: 1 };
}

function parseSecurityContact(value: string | undefined, problems: string[]): string | undefined {
  if (value === undefined) return undefined;
  if (/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) || /^https:\/\/\S+$/.test(value)) return value;
  problems.push(`SECURITY_CONTACT must be a mailto: or https:// address (got "${value}")`);
  return value;
}

/** An ISO date or date-time, e.g. 2027-06-30 or 2027-06-30T00:00:00Z. */
function parseFutureDate(name: string, value: string | undefined, problems: string[]): Date | null {
  if (value === undefined) return null;
  const time = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) {
    problems.push(`${name} must be a date such as 2027-06-30 or 2027-06-30T00:00:00Z (got "${value}")`);
    return null;
  }
  return new Date(time);
}

function isSiteOrHttpsUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** SQLite's ':memory:' is a name, not a path. */
function databasePathOf(value: string | undefined): string {
  return value === ':memory:' ? value : resolve(value ?? 'data/portal.sqlite');
}
