/**
 * Builds the operators' console's Fastify app without listening (server.ts listens on
 * ADMIN_HOST/ADMIN_PORT), over the store, content and configuration the portal's app uses. It
 * has its own cookie, sessions, sign-in limits and security headers, and nothing of the portal's
 * routes: a customer's session opens nothing here.
 */
import { createHmac } from 'node:crypto';
import cookie from '@fastify/cookie';
import csrfProtection from '@fastify/csrf-protection';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { consoleBase } from '../../engine/shared/console/console-api';
import { HashingGate } from '../auth/hashing-gate';
import type { ScryptCost } from '../auth/password-hash';
import { resolveSessionSecret } from '../auth/session-secret';
import type { Config } from '../config';
import type { CompiledContent } from '../content/compiled-content';
import contentPlugin from '../plugins/content-plugin';
import { registerErrorHandler } from '../plugins/error-handler';
import { registerHelmetHeaders } from '../plugins/helmet-headers';
import { listenerOptionsOf } from '../plugins/listener-options';
import {
  defaultLoginRequestLimit,
  type RequestRateLimit,
  registerRequestRateLimit,
} from '../plugins/request-rate-limit';
import { registerSchemas } from '../plugins/schemas';
import storagePlugin from '../plugins/storage-plugin';
import { identityProviders } from '../sso/identity-providers';
import type { Storage } from '../storage/storage';
import { registerAccountRoutes } from './account-routes';
import { registerAcknowledgementReportRoutes } from './acknowledgement-report-routes';
import { registerAuditRoutes } from './audit-routes';
import { consoleTokenOf } from './console-cookie';
import { gateConsoleRoutes } from './console-gate';
import { refuseOtherHosts } from './console-origins';
import { consoleDirOf, registerConsolePages } from './console-pages';
import { ConsoleSignInLimiter, type ConsoleSignInLimits, defaultConsoleSignInLimits } from './console-sign-in-limits';
import { registerCustomerRoutes } from './customer-routes';
import { registerHealthRoutes } from './health-routes';
import { registerHospitalSignInRoutes } from './hospital-sign-in-routes';
import { registerLockoutRoutes } from './lockout-routes';
import { registerNoticeMailRoutes } from './notice-mail-routes';
import { operatorCredentialCheck } from './operator-credential-check';
import { OperatorSessions, operatorSessionTimeoutsOf } from './operator-sessions';
import { registerPaperCopyRoutes } from './paper-copy-routes';
import { type OperatorCredentialCheck, registerSignInRoutes, registerSignOutRoute } from './sign-in-routes';
import { totpKeyCipher } from './totp-key-cipher';
import { registerUsageRoutes } from './usage-routes';
import './console-context';

export interface BuildAdminAppOptions {
  config: Config;
  /** The portal's open store; the console never closes it. */
  storage: Storage;
  content: CompiledContent;
  /** Clock in milliseconds; tests move it to check timeouts. */
  now?: () => number;
  /** scrypt cost of customer passwords set here; default: the portal's. */
  scryptCost?: ScryptCost;
  signInLimits?: ConsoleSignInLimits;
  /**
   * The portal's gate on password hashing (its `app.hashing`): one per process, because the
   * portal and the console share libuv's thread pool. Default: a gate of the console's own.
   */
  hashing?: HashingGate;
  /** Raw sign-in requests per address; default: the portal's sign-in limit. */
  loginRequestLimit?: RequestRateLimit;
  /** Default: the operators' passwords and second factors as the store keeps them (second-factor.ts, operator-password.ts). */
  credentialCheck?: OperatorCredentialCheck;
  /** Where the console's built pages are; default: `console/` beside SITE_DIR. */
  consoleDir?: string;
  logger?: FastifyServerOptions['logger'];
}

export async function buildAdminApp(options: BuildAdminAppOptions): Promise<FastifyInstance> {
  const { config, storage } = options;
  const app = Fastify(listenerOptionsOf(config, options.logger));
  try {
    const now = options.now ?? Date.now;
    app.decorate('config', config);
    app.decorate('now', now);
    await app.register(contentPlugin, { content: options.content });
    await app.register(storagePlugin, { storage });
    registerSchemas(app);
    registerErrorHandler(app);
    app.addHook('onRequest', (request, reply, done) => {
      void reply.header('x-request-id', request.id);
      done();
    });
    await registerHelmetHeaders(app, ["'none'"]);
    // Before cookies, sessions, rate limits and audit: a request for another name counts nowhere.
    refuseOtherHosts(app);

    const secret = await resolveSessionSecret(config, storage);
    app.decorate('secret', secret);
    app.decorate('accountScryptCost', options.scryptCost ?? config.scryptCost ?? undefined);
    const sessions = new OperatorSessions(storage, operatorSessionTimeoutsOf(config), now);
    app.decorate('operatorSessions', sessions);
    app.decorate('hashing', options.hashing ?? new HashingGate());
    // An issuer is discovered before it is saved: the console reaches providers as the portal does.
    app.decorate('identityProviders', identityProviders({ demoMode: config.demoMode, now }));
    app.decorate(
      'consoleSignInLimiter',
      new ConsoleSignInLimiter(
        storage.loginLimits,
        options.signInLimits ?? defaultConsoleSignInLimits,
        now,
        storage.operators,
      ),
    );

    await app.register(cookie);
    await registerRequestRateLimit(app);
    // The token is bound to the operator's session (its token hash), so one made for another
    // session, or before signing in again, is refused. The key is derived from the server secret,
    // so every instance accepts the tokens of every other.
    await app.register(csrfProtection, {
      cookieKey: 'console-csrf',
      cookieOpts: { path: '/', httpOnly: true, sameSite: 'strict', secure: 'auto' },
      getUserInfo: (request) => request.operatorSession?.session.tokenHash ?? '',
      csrfOpts: { hmacKey: createHmac('sha256', secret).update('console csrf').digest() },
    });
    app.decorateRequest('operatorSession', null);
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith(`${consoleBase}/api/`)) {
        request.operatorSession = (await sessions.resolve(consoleTokenOf(request))) ?? null;
      }
    });

    registerSignInRoutes(
      app,
      options.credentialCheck ?? operatorCredentialCheck(storage, now, totpKeyCipher(secret), app.accountScryptCost),
      options.loginRequestLimit ?? defaultLoginRequestLimit,
    );
    await app.register(async (gated) => {
      gateConsoleRoutes(gated);
      registerSignOutRoute(gated);
      registerAccountRoutes(gated);
      registerCustomerRoutes(gated);
      registerHospitalSignInRoutes(gated);
      registerAcknowledgementReportRoutes(gated);
      registerPaperCopyRoutes(gated);
      registerAuditRoutes(gated);
      registerUsageRoutes(gated);
      registerHealthRoutes(gated);
      registerNoticeMailRoutes(gated);
      registerLockoutRoutes(gated);
    });
    await registerConsolePages(app, options.consoleDir ?? consoleDirOf(config.siteDir));
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
