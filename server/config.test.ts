import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadCommandConfig, loadConfig, loadDatabaseConfig } from './config';

function problemsOf(
  env: Record<string, string>,
  load: (env: Record<string, string>) => unknown = loadConfig,
): string[] {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('starts in demo mode with defaults when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      nodeEnv: 'development',
      demoMode: true,
      host: '127.0.0.1',
      port: 8080,
      admin: { host: '127.0.0.1', port: 9080 },
      adminSessionIdleMinutes: 15,
      adminPublicOrigin: null,
      demoIdentityProviderPort: 10080,
      publicOrigin: 'http://127.0.0.1:8080',
      logLevel: 'info',
      sessionSecret: null,
      databasePath: resolve('data/portal.sqlite'),
      databaseUrl: null,
      databasePoolSize: 10,
      databaseStatementTimeoutMs: 5000,
      instanceId: `${hostname()}:8080`,
      contentDir: resolve('content'),
      contentBuildDir: resolve('build/content'),
      siteDir: resolve('build/site'),
      fileDelivery: 'direct',
      xAccelPrefix: '/_protected-files',
      supportPhone: '1-800-555-0100',
      supportEmail: 'support@example.com',
      eifuAvailabilityTarget: '99.9 %',
      eifuPassword: 'demo-eifu',
      learningLibraryUrl: '/public/training/learning-library/index.html',
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      sessionCacheMs: 1000,
      trustProxy: false,
      metricsToken: null,
      videoOrigins: null,
      shutdownGraceSeconds: 10,
      requestTimeoutSeconds: 60,
      keepAliveSeconds: 10,
      maxSessionsPerAccount: 50,
      plainSignInLinks: true,
      auditRetentionDays: 400,
      sessionFileRequestsPerMinute: 1000,
      sessionSearchesPerMinute: 120,
      paperCopyDailyLimit: 20,
      paperCopyAddressDailyLimit: 50,
      paperCopyRetentionDays: 90,
      searchLogRetentionDays: 90,
      searchLogAccountDailyLimit: 200,
      smtpUrl: null,
      mailFrom: 'notices@example.com',
      mailDir: resolve('data/mail'),
      subscriptionClientDailyLimit: 20,
      securityContact: 'mailto:support@example.com',
      securityTxtExpires: null,
      scryptCost: null,
    });
  });

  it('reads VIDEO_ORIGINS as a list of https origins and refuses anything else', () => {
    expect(
      loadConfig({ VIDEO_ORIGINS: 'https://player.vimeo.com, https://www.youtube-nocookie.com/' }).videoOrigins,
    ).toEqual(['https://player.vimeo.com', 'https://www.youtube-nocookie.com']);
    const problems = problemsOf({
      VIDEO_ORIGINS:
        'http://player.example.com,https://ok.example.com,https://x.example.com/embed,javascript:alert(1),*',
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^VIDEO_ORIGINS must be a comma-separated list of https origins/);
    for (const bad of ['http://player.example.com', 'https://x.example.com/embed', 'javascript:alert(1)', '*']) {
      expect(problems[0]).toContain(`"${bad}"`);
    }
    expect(problems[0]).not.toContain('"https://ok.example.com"');
  });

  it('honours SCRYPT_COST only with NODE_ENV=test and refuses it anywhere else', () => {
    expect(loadConfig({ NODE_ENV: 'test', SCRYPT_COST: '10' }).scryptCost).toEqual({ N: 1024, r: 8, p: 1 });
    expect(problemsOf({ NODE_ENV: 'test', SCRYPT_COST: '40' })[0]).toMatch(/^SCRYPT_COST must be log2/);
    expect(problemsOf({ SCRYPT_COST: '10' })).toEqual([
      'SCRYPT_COST is a test-only setting and is refused unless NODE_ENV=test (got NODE_ENV=development)',
    ]);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        SESSION_SECRET: 'a'.repeat(64),
        SUPPORT_PHONE: '1-855-000-0000',
        SUPPORT_EMAIL: 'help@example.org',
        EIFU_PASSWORD: 'eifu',
        LEARNING_LIBRARY_URL: 'https://learning.example.org/',
        SCRYPT_COST: '10',
      }),
    ).toEqual(['SCRYPT_COST is a test-only setting and is refused unless NODE_ENV=test (got NODE_ENV=production)']);
  });

  it('reads LOG_LEVEL, info by default, and refuses a level pino does not know', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(problemsOf({ LOG_LEVEL: 'loud' })).toEqual([
      'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent (got "loud")',
    ]);
  });

  it('reads FILE_DELIVERY and X_ACCEL_PREFIX, refusing another delivery or a prefix the portal could use', () => {
    expect(loadConfig({ FILE_DELIVERY: 'x-accel', X_ACCEL_PREFIX: '/_files/protected' })).toMatchObject({
      fileDelivery: 'x-accel',
      xAccelPrefix: '/_files/protected',
    });
    expect(problemsOf({ FILE_DELIVERY: 'sendfile' })).toEqual([
      'FILE_DELIVERY must be direct or x-accel (got "sendfile")',
    ]);
    for (const prefix of ['/public', '_files', '/_files/', '/_files/../secure', '/_files//x', '/_a b', '/_files/./x']) {
      expect(problemsOf({ X_ACCEL_PREFIX: prefix }), prefix).toEqual([
        `X_ACCEL_PREFIX must be a path that starts with /_ such as /_protected-files, of letters, digits, ., _, ~ and -, without a trailing slash (got "${prefix}")`,
      ]);
    }
  });

  it('takes the public origin sign-in links start with, and refuses anything more than an origin', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://portal.example.com/' }).publicOrigin).toBe(
      'https://portal.example.com',
    );
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '18997' }).publicOrigin).toBe('http://127.0.0.1:18997');
    for (const value of ['portal.example.com', 'https://portal.example.com/login', 'ftp://portal.example.com']) {
      expect(problemsOf({ PUBLIC_ORIGIN: value }), value).toEqual([
        `PUBLIC_ORIGIN must be an http or https origin such as https://portal.example.com (scheme, host and port only) (got "${value}")`,
      ]);
    }
  });

  it('reads SHUTDOWN_GRACE_SECONDS', () => {
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '3' }).shutdownGraceSeconds).toBe(3);
    expect(problemsOf({ SHUTDOWN_GRACE_SECONDS: '0' })[0]).toMatch(/^SHUTDOWN_GRACE_SECONDS must be/);
  });

  it('refuses production without a secret and the deployment values, naming each', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'SESSION_SECRET is required when NODE_ENV=production (at least 32 characters, e.g. `openssl rand -hex 32`)',
      'SUPPORT_PHONE is required when NODE_ENV=production',
      'SUPPORT_EMAIL is required when NODE_ENV=production',
      'EIFU_PASSWORD is required when NODE_ENV=production',
      'LEARNING_LIBRARY_URL is required when NODE_ENV=production',
    ]);
  });

  it('lists every bad value in one error', () => {
    let message = '';
    try {
      loadConfig({
        NODE_ENV: 'staging',
        PORT: '99999',
        HOST: 'bad host!',
        SESSION_SECRET: 'short',
        SUPPORT_EMAIL: 'nobody',
        SUPPORT_PHONE: 'call us',
        LEARNING_LIBRARY_URL: 'http://insecure.example.com',
        SESSION_IDLE_MINUTES: 'ten',
        SESSION_ABSOLUTE_HOURS: '0',
        TRUST_PROXY: 'maybe',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of [
      'NODE_ENV',
      'PORT',
      'HOST',
      'SESSION_SECRET',
      'SUPPORT_EMAIL',
      'SUPPORT_PHONE',
      'LEARNING_LIBRARY_URL',
      'SESSION_IDLE_MINUTES',
      'SESSION_ABSOLUTE_HOURS',
      'TRUST_PROXY',
    ]) {
      expect(message).toContain(`  - ${name} `);
    }
    expect(message.split('\n')).toHaveLength(11);
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a'.repeat(64),
      SUPPORT_PHONE: '1-855-000-0000',
      SUPPORT_EMAIL: 'help@example.org',
      EIFU_PASSWORD: 'eifu',
      LEARNING_LIBRARY_URL: 'https://learning.example.org/',
      PORT: '3000',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(config).toMatchObject({ demoMode: false, port: 3000, trustProxy: ['10.0.0.0/8', '127.0.0.1'] });
  });

  it('refuses a short METRICS_TOKEN without repeating it, and reads a long one', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'letmein' })).toThrow(
      'Invalid configuration:\n  - METRICS_TOKEN must be at least 32 characters long',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'letmein' })).not.toThrow(/letmein/);
    expect(loadConfig({ METRICS_TOKEN: 't'.repeat(32) }).metricsToken).toBe('t'.repeat(32));
  });

  it.each([
    ['off', false],
    ['2', 2],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['on', 'true', 'YES'])(
    'refuses TRUST_PROXY=%s, which would let any client choose its own address',
    (value) => {
      expect(problemsOf({ TRUST_PROXY: value })).toEqual([
        `TRUST_PROXY=${value} would trust any client's X-Forwarded-For: give the proxy's address or CIDR (e.g. 127.0.0.1) or the number of proxies in front (e.g. 1)`,
      ]);
    },
  );

  it('reads the timeouts, session cap, audit retention and security.txt settings, refusing bad values', () => {
    expect(
      loadConfig({
        REQUEST_TIMEOUT_SECONDS: '30',
        KEEP_ALIVE_SECONDS: '5',
        MAX_SESSIONS_PER_ACCOUNT: '3',
        AUDIT_RETENTION_DAYS: '90',
        SECURITY_CONTACT: 'https://example.org/report',
        SECURITY_TXT_EXPIRES: '2027-06-30',
      }),
    ).toMatchObject({
      requestTimeoutSeconds: 30,
      keepAliveSeconds: 5,
      maxSessionsPerAccount: 3,
      auditRetentionDays: 90,
      securityContact: 'https://example.org/report',
      securityTxtExpires: new Date('2027-06-30T00:00:00Z'),
    });
    expect(
      problemsOf({
        REQUEST_TIMEOUT_SECONDS: '0',
        MAX_SESSIONS_PER_ACCOUNT: 'many',
        AUDIT_RETENTION_DAYS: '-1',
        SECURITY_CONTACT: 'security@example.org',
        SECURITY_TXT_EXPIRES: 'next year',
      }),
    ).toEqual([
      'REQUEST_TIMEOUT_SECONDS must be a whole number from 1 to 600 (got "0")',
      'MAX_SESSIONS_PER_ACCOUNT must be a whole number from 1 to 100000 (got "many")',
      'AUDIT_RETENTION_DAYS must be a whole number from 1 to 36500 (got "-1")',
      'SECURITY_CONTACT must be a mailto: or https:// address (got "security@example.org")',
      'SECURITY_TXT_EXPIRES must be a date such as 2027-06-30 or 2027-06-30T00:00:00Z (got "next year")',
    ]);
  });

  it('reads PLAIN_SIGN_IN_LINKS, on by default, and refuses anything but on or off', () => {
    expect(loadConfig({}).plainSignInLinks).toBe(true);
    expect(loadConfig({ PLAIN_SIGN_IN_LINKS: 'off' }).plainSignInLinks).toBe(false);
    expect(loadConfig({ PLAIN_SIGN_IN_LINKS: 'on' }).plainSignInLinks).toBe(true);
    expect(problemsOf({ PLAIN_SIGN_IN_LINKS: 'sometimes' })).toEqual([
      'PLAIN_SIGN_IN_LINKS must be on or off (got "sometimes")',
    ]);
  });

  it('reads how long the search log is kept, refusing a period that is no whole number of days', () => {
    expect(loadConfig({ SEARCH_LOG_RETENTION_DAYS: '30' }).searchLogRetentionDays).toBe(30);
    expect(problemsOf({ SEARCH_LOG_RETENTION_DAYS: '1.5' })).toEqual([
      'SEARCH_LOG_RETENTION_DAYS must be a whole number from 1 to 36500 (got "1.5")',
    ]);
  });

  it("reads how many rows one account's searches may add to the search log in a day, 0 keeping no words", () => {
    expect(loadConfig({}).searchLogAccountDailyLimit).toBe(200);
    expect(loadConfig({ SEARCH_LOG_ACCOUNT_DAILY_LIMIT: '0' }).searchLogAccountDailyLimit).toBe(0);
    expect(problemsOf({ SEARCH_LOG_ACCOUNT_DAILY_LIMIT: '-1' })).toEqual([
      'SEARCH_LOG_ACCOUNT_DAILY_LIMIT must be a whole number from 0 to 100000 (got "-1")',
    ]);
  });

  it('reads the paper-copy limits and retention, refusing bad values with the others in one message', () => {
    expect(
      loadConfig({
        PAPER_COPY_DAILY_LIMIT: '5',
        PAPER_COPY_ADDRESS_DAILY_LIMIT: '200',
        PAPER_COPY_RETENTION_DAYS: '30',
      }),
    ).toMatchObject({ paperCopyDailyLimit: 5, paperCopyAddressDailyLimit: 200, paperCopyRetentionDays: 30 });
    expect(
      problemsOf({
        PORT: 'eighty',
        PAPER_COPY_DAILY_LIMIT: '0',
        PAPER_COPY_ADDRESS_DAILY_LIMIT: 'lots',
        PAPER_COPY_RETENTION_DAYS: '-7',
      }),
    ).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'PAPER_COPY_DAILY_LIMIT must be a whole number from 1 to 10000 (got "0")',
      'PAPER_COPY_ADDRESS_DAILY_LIMIT must be a whole number from 1 to 100000 (got "lots")',
      'PAPER_COPY_RETENTION_DAYS must be a whole number from 1 to 36500 (got "-7")',
    ]);
  });

  it("reads a session's budgets for files and searches, refusing one too small to use the portal", () => {
    expect(loadConfig({ SESSION_FILE_REQUESTS_PER_MINUTE: '3000', SESSION_SEARCHES_PER_MINUTE: '60' })).toMatchObject({
      sessionFileRequestsPerMinute: 3000,
      sessionSearchesPerMinute: 60,
    });
    expect(problemsOf({ SESSION_FILE_REQUESTS_PER_MINUTE: '5', SESSION_SEARCHES_PER_MINUTE: 'many' })).toEqual([
      'SESSION_FILE_REQUESTS_PER_MINUTE must be a whole number from 10 to 1000000 (got "5")',
      'SESSION_SEARCHES_PER_MINUTE must be a whole number from 10 to 1000000 (got "many")',
    ]);
  });

  it('reads SESSION_CACHE_MS, 0 turning the session cache off, and refuses a bound above one second', () => {
    expect(loadConfig({ SESSION_CACHE_MS: '0' }).sessionCacheMs).toBe(0);
    expect(loadConfig({ SESSION_CACHE_MS: '250' }).sessionCacheMs).toBe(250);
    expect(loadConfig({ SESSION_CACHE_MS: '1000' }).sessionCacheMs).toBe(1000);
    expect(problemsOf({ SESSION_CACHE_MS: '1001' })).toEqual([
      'SESSION_CACHE_MS must be a whole number from 0 to 1000 (got "1001")',
    ]);
    expect(problemsOf({ SESSION_CACHE_MS: '1s' })).toEqual([
      'SESSION_CACHE_MS must be a whole number from 0 to 1000 (got "1s")',
    ]);
  });
});

describe('the settings a command reads', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(64) };

  it("are the database's alone for a migration or a copy: production's other requirements and bad unrelated values stop nothing", () => {
    expect(
      loadDatabaseConfig({
        NODE_ENV: 'production',
        PORT: 'not a port',
        DATABASE_PATH: 'data/x.sqlite',
        DATABASE_POOL_SIZE: '4',
      }),
    ).toEqual({
      databasePath: resolve('data/x.sqlite'),
      databaseUrl: null,
      databasePoolSize: 4,
      databaseStatementTimeoutMs: 5000,
    });
    expect(problemsOf({ NODE_ENV: 'production', DATABASE_POOL_SIZE: '1' }, loadDatabaseConfig)).toEqual([
      'DATABASE_POOL_SIZE must be a whole number from 2 to 200 (got "1")',
    ]);
  });

  it("are the server's less what only its pages show for npm run accounts, which still needs the secret in production", () => {
    expect(loadCommandConfig(production)).toMatchObject({ demoMode: false, sessionSecret: 'a'.repeat(64) });
    expect(problemsOf({ NODE_ENV: 'production' }, loadCommandConfig)).toEqual([
      'SESSION_SECRET is required when NODE_ENV=production (at least 32 characters, e.g. `openssl rand -hex 32`)',
    ]);
    expect(problemsOf({ ...production, PORT: 'x', SUPPORT_EMAIL: 'nobody' }, loadCommandConfig)).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "x")',
    ]);
  });

  it('reads the e-mail settings of notices, and names a bad SMTP_URL without repeating it', () => {
    expect(
      loadConfig({ SMTP_URL: 'smtps://mailer:secret@smtp.example:465', MAIL_FROM: 'fsn@maker.example' }),
    ).toMatchObject({
      smtpUrl: 'smtps://mailer:secret@smtp.example:465',
      mailFrom: 'fsn@maker.example',
    });
    expect(problemsOf({ SMTP_URL: 'http://secret@smtp.example', MAIL_FROM: 'not an address' })).toEqual([
      'SMTP_URL must be a URL of the form smtp://user:password@host:587 or smtps://user:password@host:465',
      'MAIL_FROM must be an email address (got "not an address")',
    ]);
  });
});
