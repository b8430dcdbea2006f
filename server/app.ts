/**
 * Builds the portal's Fastify app without listening, so tests drive it with app.inject.
 * Refuses to build when the compiled content is missing or invalid (ContentLoadError).
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { isPublicEifuAddress } from '../engine/shared/eifu/eifu-addresses';
import auditPlugin from './audit/audit-plugin';
import type { FailedLoginLimits } from './auth/failed-login-limiter';
import type { HashingLimits } from './auth/hashing-gate';
import type { ScryptCost } from './auth/password-hash';
import { registerSessionRoutes } from './auth/session-routes';
import sessionsPlugin from './auth/sessions-plugin';
import type { Config } from './config';
import { operatorSessionTimeoutsOf } from './console/operator-sessions';
import type { CompiledContent } from './content/compiled-content';
import { registerSiteRoute } from './content/content-routes';
import { registerIconRoutes } from './content/icon-routes';
import { registerImageRoutes } from './content/image-routes';
import { registerRobotsTxtRoute } from './content/robots-txt-route';
import { registerSecurityTxtRoute, securityTxtOf } from './content/security-txt-route';
import { registerSpaRoutes } from './content/spa-routes';
import { registerDigitalLinkResolver } from './eifu/digital-link';
import { registerEifuRoutes } from './eifu/eifu-routes';
import { publicPaperCopyRoutes } from './eifu/public-paper-copy';
import { gatedRoutes } from './gated-routes';
import { announceNewNotices } from './notices/announcements';
import { mailTransportOf } from './notices/mail-transport';
import { startMailWorker } from './notices/mail-worker';
import { registerNoticeRoutes } from './notices/notice-routes';
import { registerSubscriptionRoutes } from './notices/subscription-routes';
import contentPlugin from './plugins/content-plugin';
import { createDrain } from './plugins/drain';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHealthRoute } from './plugins/health-route';
import { frameSources, registerHelmetHeaders } from './plugins/helmet-headers';
import { listenerOptionsOf } from './plugins/listener-options';
import { routableUrl } from './plugins/malformed-routes';
import metricsPlugin from './plugins/metrics-plugin';
import { registerMetricsRoute } from './plugins/metrics-route';
import type { PoolStats } from './plugins/portal-metrics';
import { type Readiness, registerReadinessRoute } from './plugins/readiness-route';
import {
  defaultLoginRequestLimit,
  defaultSignedOutRequestLimit,
  type RequestRateLimit,
  registerRequestRateLimit,
} from './plugins/request-rate-limit';
import { registerSchemas } from './plugins/schemas';
import storagePlugin from './plugins/storage-plugin';
import type { DemoHospitalSignIn } from './sso/demo-hospital';
import { type CustomFetch, identityProviders } from './sso/identity-providers';
import { registerHospitalSignIn } from './sso/sso-routes';
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
  /** Demo mode: the demo hospital's provider this start runs (sso/demo-identity-provider.ts), for the demo account. */
  demoHospital?: DemoHospitalSignIn;
  /** How the server reaches hospitals' identity providers; default: fetch. Tests watch or alter the traffic. */
  identityProviderFetch?: CustomFetch;
  /**
   * Whether the app announces new notices when it is ready and sends the mail queue while it runs;
   * default: except under NODE_ENV=test, whose tests drive them themselves.
   */
  noticeMail?: boolean;
  /** Fastify logger; off unless given (server.ts turns it on). */
  logger?: FastifyServerOptions['logger'];
}

/** How often the mail queue is looked at: a new notice or a confirmation leaves within seconds. */
const mailIntervalMs = 5_000;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    ...listenerOptionsOf(config, options.logger),
    routerOptions: { maxParamLength: 2048 },
    rewriteUrl: routableUrl,
  });
  try {
    app.decorate('config', config);
    app.decorate('now', options.now ?? Date.now);
    app.decorate('drain', createDrain());
    await app.register(contentPlugin, { content: options.content });
    await app.register(storagePlugin, { storage: options.storage });
    await app.register(auditPlugin, { operatorSessionTimeouts: operatorSessionTimeoutsOf(config) });
    await app.register(metricsPlugin, { poolStats: options.poolStats });

    registerSchemas(app);
    registerErrorHandler(app);
    // The request id ties an answer to its audit row and log line.
    app.addHook('onRequest', (request, reply, done) => {
      void reply.header('x-request-id', request.id);
      done();
    });
    const videoOrigins = config.videoOrigins ?? app.content.frameOrigins;
    const unlisted = app.content.frameOrigins.filter((origin) => !videoOrigins.includes(origin));
    if (unlisted.length > 0) {
      app.log.warn(`Videos from ${unlisted.join(', ')} will not play: add them to VIDEO_ORIGINS`);
    }
    const { languages } = app.content;
    await registerHelmetHeaders(app, frameSources(config.learningLibraryUrl, videoOrigins), (url) =>
      isPublicEifuAddress(url, languages),
    );
    // After the security headers (a 503 still carries them), before anything that reads the database.
    app.drain.register(app);
    await registerRequestRateLimit(app);
    await app.register(sessionsPlugin, {
      scryptCost: options.scryptCost,
      failedLoginLimits: options.failedLoginLimits,
      hashingLimits: options.hashingLimits,
      demoHospital: options.demoHospital,
    });
    app.decorate(
      'identityProviders',
      identityProviders({ demoMode: config.demoMode, now: app.now, fetch: options.identityProviderFetch }),
    );

    registerSessionRoutes(app, options.loginRequestLimit ?? defaultLoginRequestLimit);
    registerHospitalSignIn(app);
    registerSiteRoute(app);
    // Public, without a session and without the database: the regulatory instructions for use and the labels' resolver.
    registerEifuRoutes(app);
    registerDigitalLinkResolver(app);
    await app.register(publicPaperCopyRoutes);
    const perMinute = (max: number): RequestRateLimit => ({ max, timeWindowMs: 60_000 });
    await app.register(gatedRoutes, {
      signedOut: options.signedOutRequestLimit ?? defaultSignedOutRequestLimit,
      searches: perMinute(config.sessionSearchesPerMinute),
      files: perMinute(config.sessionFileRequestsPerMinute),
    });
    registerNoticeRoutes(app);
    // Its own scope: the subscription form's URL-encoded body is read there only.
    await app.register(async (scope) => registerSubscriptionRoutes(scope));
    if (options.noticeMail ?? config.nodeEnv !== 'test') {
      const transport = mailTransportOf(config, app.log);
      if (!transport) app.log.warn('SMTP_URL is not set: e-mail updates of notices wait in the queue until it is');
      startMailWorker(app, transport, mailIntervalMs);
      app.addHook('onReady', async () => {
        await announceNewNotices(app).catch((error: unknown) =>
          app.log.warn({ err: error }, 'announcing notices failed'),
        );
      });
    }
    registerSecurityTxtRoute(app, securityTxtOf(config, app.now()));
    registerRobotsTxtRoute(app, languages);
    registerIconRoutes(app, app.content.site, config.contentBuildDir);
    registerHealthRoute(app);
    registerReadinessRoute(app, options.readiness ?? { databaseReachable: () => app.storage.ping() });
    registerMetricsRoute(app, app.metrics);
    await registerImageRoutes(app, config.contentDir);
    await registerSpaRoutes(app, config.siteDir);
    return app;
  } catch (error) {
    // Closes what the plugins loaded so far opened (the store).
    await app.close();
    throw error;
  }
}
