/**
 * Who is signed in and who may try: the account lookup's secret (and the demo accounts, in demo
 * mode), the sessions read from the cookie of every request (`request.auth`), the failed sign-in
 * limits and the gate on concurrent password hashing. Register it after the hooks that must run
 * before anything reads the database (security headers, drain).
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { housekeeping } from '../plugins/housekeeping';
import { type DemoHospitalSignIn, seedDemoHospitalSignIn } from '../sso/demo-hospital';
import { disableDemoAccounts, seedDemoAccounts } from './demo-accounts';
import { defaultFailedLoginLimits, FailedLoginLimiter, type FailedLoginLimits } from './failed-login-limiter';
import { HashingGate, type HashingLimits } from './hashing-gate';
import type { ScryptCost } from './password-hash';
import { registerSessions } from './session';
import { customerSessionTimeouts, SessionManager } from './session-manager';
import { resolveSessionSecret } from './session-secret';

declare module 'fastify' {
  interface FastifyInstance {
    /** Key of the account lookup HMAC. */
    secret: string;
    sessions: SessionManager;
    loginLimiter: FailedLoginLimiter;
    /** Bounds concurrent password hashing so sign-ins cannot starve file reads. */
    hashing: HashingGate;
  }
}

interface SessionsPluginOptions {
  /** scrypt cost for demo accounts; tests lower it, production keeps the strong default. */
  scryptCost?: ScryptCost;
  failedLoginLimits?: FailedLoginLimits;
  hashingLimits?: HashingLimits;
  /** Demo mode: the demo hospital's provider this start runs, which the demo account is connected to. */
  demoHospital?: DemoHospitalSignIn;
}

const sweepIntervalMs = 15 * 60_000;

async function sessionsPlugin(app: FastifyInstance, options: SessionsPluginOptions): Promise<void> {
  const { config, storage, now } = app;
  const scryptCost = options.scryptCost ?? config.scryptCost ?? undefined;
  // Instances starting together on one database create the secret and the demo accounts once.
  const secret = await storage.exclusively(async () => {
    const resolved = await resolveSessionSecret(config, storage);
    if (config.demoMode) await seedDemoAccounts(storage, resolved, app.content.catalogue, now(), scryptCost);
    if (config.demoMode && options.demoHospital) {
      await seedDemoHospitalSignIn(storage, resolved, options.demoHospital, now());
    }
    return resolved;
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
      ...customerSessionTimeouts(config),
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
  app.decorate('secret', secret);
  app.decorate('sessions', sessions);
  app.decorate('loginLimiter', loginLimiter);
  app.decorate('hashing', new HashingGate(options.hashingLimits));
  housekeeping(app, sweepIntervalMs, {
    'session sweep': () => Promise.all([sessions.sweep(), loginLimiter.prune()]),
  });
  await app.register(cookie);
  registerSessions(app);
}

export default fp(sessionsPlugin, {
  name: 'sessions',
  dependencies: ['storage', 'content'],
  decorators: { fastify: ['config', 'now'] },
});
