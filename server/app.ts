/**
 * Builds the portal's Fastify app without listening, so tests drive it with app.inject.
 * Refuses to build when the compiled content is missing or invalid (ContentLoadError).
 */
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { disableDemoAccounts, seedDemoAccounts } from './accounts/demo-accounts';
import { HashingGate, type HashingLimits } from './accounts/hashing-gate';
import type { ScryptCost } from './accounts/password-hash';
import { resolveSessionSecret } from './accounts/session-secret';
import { pruneAuditEvents } from './audit/audit-retention';
import type { Config, TrustProxy } from './config';
import { type CompiledContent, loadCompiledContent } from './content/compiled-content';
import type { PortalContext } from './context';
import { registerErrorHandler } from './error-handler';
import { createPortalMetrics, type PoolStats } from './metrics/portal-metrics';
import { pruneSentPaperCopies } from './paper-copies/paper-copy-retention';
import { createDrain } from './plugins/drain';
import { defaultFailedLoginLimits, FailedLoginLimiter, type FailedLoginLimits } from './plugins/failed-login-limiter';
import { frameSources, registerHelmetHeaders } from './plugins/helmet-headers';
import { registerRequestMetrics } from './plugins/request-metrics';
import {
  defaultLoginRequestLimit,
  defaultSignedOutRequestLimit,
  type RequestRateLimit,
  registerRequestRateLimit,
} from './plugins/request-rate-limit';
import { registerSessions } from './plugins/session';
import { requestLogController } from './request-log';
import { registerSiteRoute } from './routes/content-routes';
import { gatedRoutes } from './routes/gated-routes';
import { registerHealthRoute } from './routes/health-route';
import { registerIconRoutes } from './routes/icon-routes';
import { registerImageRoutes } from './routes/image-routes';
import { routableUrl } from './routes/malformed-routes';
import { registerMetricsRoute } from './routes/metrics-route';
import { type Readiness, registerReadinessRoute } from './routes/readiness-route';
import { registerSchemas } from './routes/schemas';
import { registerSecurityTxtRoute, securityTxtOf } from './routes/security-txt-route';
import { registerSessionRoutes } from './routes/session-routes';
import { registerSpaRoutes } from './routes/spa-routes';
import { SessionManager } from './sessions/session-manager';
import { openStorage } from './storage/open-storage';
import type { Storage } from './storage/storage';

export interface BuildAppOptions {
  config: Config;
  /** Clock in milliseconds; tests move it to check timeouts. */
  now?: () => number;
  /** An open store; the app then leaves closing it to the caller. Default: the one the config names (open-storage.ts). */
  storage?: Storage;
  /** Already loaded content; default: loaded and validated from config.contentBuildDir. */
  content?: CompiledContent;
  /** scrypt cost for demo accounts; tests lower it (or set SCRYPT_COST with NODE_ENV=test), production keeps the strong default. */
  scryptCost?: ScryptCost;
  failedLoginLimits?: FailedLoginLimits;
  loginRequestLimit?: RequestRateLimit;
  signedOutRequestLimit?: RequestRateLimit;
  hashingLimits?: HashingLimits;
  /** How /readyz learns that the database answers; default: the store's ping. */
  readiness?: Readiness;
  /** The database pool's figures for /metrics; default: the store's (none for SQLite, which has no pool). */
  poolStats?: () => PoolStats | undefined;
  /** Fastify logger; off unless given (server.ts turns it on). */
  logger?: FastifyServerOptions['logger'];
}

/** Bodies are small JSON objects; anything larger is refused before parsing. */
const bodyLimitBytes = 16 * 1024;
const sweepIntervalMs = 15 * 60_000;
const retentionIntervalMs = 24 * 3_600_000;
/** How often Node checks for requests that exceeded the request timeout (its default is 30 s). */
const timeoutCheckMs = 1000;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const now = options.now ?? Date.now;
  const content = options.content ?? loadCompiledContent(config.contentBuildDir);
  const ownsStorage = options.storage === undefined;
  // Pool errors come from idle connections the database ended; the pool replaces them, so a line suffices.
  const storage =
    options.storage ??
    (await openStorage(config, (error) => console.warn(`Database connection lost while idle: ${error.message}`)));

  try {
    const scryptCost = options.scryptCost ?? config.scryptCost ?? undefined;
    // Instances starting together on one database create the secret and the demo accounts once.
    const { secret } = await storage.exclusively(async () => {
      const resolved = await resolveSessionSecret(config, storage);
      if (config.demoMode) await seedDemoAccounts(storage, resolved.secret, content.catalogue, now(), scryptCost);
      return resolved;
    });

    const app = Fastify({
      logger: options.logger === undefined ? false : options.logger,
      logController: requestLogController(),
      trustProxy: trustProxyOption(config.trustProxy),
      bodyLimit: bodyLimitBytes,
      genReqId: () => randomUUID(),
      routerOptions: { maxParamLength: 2048 },
      rewriteUrl: routableUrl,
      // A client that stalls its request (slowloris) is dropped; idle keep-alive sockets close soon.
      requestTimeout: config.requestTimeoutSeconds * 1000,
      connectionTimeout: config.requestTimeoutSeconds * 1000,
      keepAliveTimeout: config.keepAliveSeconds * 1000,
      http: { connectionsCheckingInterval: timeoutCheckMs },
    });
    if (!config.demoMode) {
      const disabled = await disableDemoAccounts(storage);
      if (disabled.length > 0) {
        app.log.warn(
          `Production mode: disabled the demo account(s) ${disabled.join(', ')}, whose passwords are published. ` +
            'Remove them with `npm run accounts -- remove --name <name>`, or give one a new password to keep it.',
        );
      }
    }
    const sessions = new SessionManager(
      storage,
      {
        idleMs: config.sessionIdleMinutes * 60_000,
        absoluteMs: config.sessionAbsoluteHours * 3_600_000,
        maxPerAccount: config.maxSessionsPerAccount,
        cacheMs: config.sessionCacheMs,
      },
      now,
    );
    const loginLimiter = new FailedLoginLimiter(
      storage.loginLimits,
      options.failedLoginLimits ?? defaultFailedLoginLimits,
      now,
    );
    const portal: PortalContext = {
      config,
      content,
      storage,
      sessions,
      secret,
      now,
      loginLimiter,
      hashing: new HashingGate(options.hashingLimits),
      publicSettings: { supportPhone: config.supportPhone, supportEmail: config.supportEmail },
      sessionSettings: {
        supportPhone: config.supportPhone,
        supportEmail: config.supportEmail,
        eifuPassword: config.eifuPassword,
        learningLibraryUrl: config.learningLibraryUrl,
      },
      drain: createDrain(),
      metrics: createPortalMetrics({ poolStats: options.poolStats ?? (() => storage.poolStats()) }),
    };
    const readiness: Readiness = options.readiness ?? {
      databaseReachable: () => storage.ping(),
    };
    app.decorate('portal', portal);

    // Housekeeping that fails (the database away for a moment) is logged and tried again next time.
    const housekeep = (what: string, work: () => Promise<unknown>) => {
      work().catch((error: unknown) => app.log.warn({ err: error }, `${what} failed`));
    };
    const sweep = setInterval(() => {
      housekeep('session sweep', () => Promise.all([sessions.sweep(), loginLimiter.prune()]));
    }, sweepIntervalMs);
    sweep.unref();
    const pruneAudit = async () => {
      const removed = await pruneAuditEvents(storage, config.auditRetentionDays, now());
      if (removed > 0)
        app.log.info(`Audit retention: removed ${removed} event(s) older than ${config.auditRetentionDays} days`);
    };
    const prunePaperCopies = async () => {
      const days = config.paperCopyRetentionDays;
      const removed = await pruneSentPaperCopies(storage, days, now());
      if (removed > 0)
        app.log.info(`Paper-copy retention: removed ${removed} request(s) sent more than ${days} days ago`);
    };
    await pruneAudit();
    await prunePaperCopies();
    const retention = setInterval(() => {
      housekeep('audit retention', pruneAudit);
      housekeep('paper-copy retention', prunePaperCopies);
    }, retentionIntervalMs);
    retention.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      clearInterval(retention);
      if (ownsStorage) await storage.close();
    });

    registerSchemas(app);
    registerErrorHandler(app);
    // The request id ties an answer to its audit row and log line.
    app.addHook('onRequest', (request, reply, done) => {
      void reply.header('x-request-id', request.id);
      done();
    });
    registerRequestMetrics(app, portal.metrics);
    const videoOrigins = config.videoOrigins ?? content.frameOrigins;
    const unlisted = content.frameOrigins.filter((origin) => !videoOrigins.includes(origin));
    if (unlisted.length > 0) {
      app.log.warn(`Videos from ${unlisted.join(', ')} will not play: add them to VIDEO_ORIGINS`);
    }
    await registerHelmetHeaders(app, frameSources(config.learningLibraryUrl, videoOrigins));
    // After the security headers (a 503 still carries them), before anything that reads the database.
    portal.drain.register(app);
    await app.register(cookie);
    await registerRequestRateLimit(app);
    registerSessions(app);

    registerSessionRoutes(app, options.loginRequestLimit ?? defaultLoginRequestLimit);
    registerSiteRoute(app);
    const perMinute = (max: number): RequestRateLimit => ({ max, timeWindowMs: 60_000 });
    await app.register(gatedRoutes, {
      signedOut: options.signedOutRequestLimit ?? defaultSignedOutRequestLimit,
      searches: perMinute(config.sessionSearchesPerMinute),
      files: perMinute(config.sessionFileRequestsPerMinute),
    });
    registerSecurityTxtRoute(app, securityTxtOf(config, now()));
    registerIconRoutes(app, content.site, config.contentBuildDir);
    registerHealthRoute(app);
    registerReadinessRoute(app, readiness);
    registerMetricsRoute(app, portal.metrics);
    await registerImageRoutes(app, config.contentDir);
    await registerSpaRoutes(app, config.siteDir);
    return app;
  } catch (error) {
    if (ownsStorage) await storage.close();
    throw error;
  }
}

/** A hop count trusts that many proxies nearest the server, as proxy-addr does. */
function trustProxyOption(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
