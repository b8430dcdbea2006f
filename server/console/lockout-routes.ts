/**
 * Customer sign-in lockouts in the console: everyone sees those in force (the address, the
 * accounts that signed in from there lately, since, until, the failures counted); an admin lifts
 * one, audited under the operator's name, as `npm run accounts -- unlock` does. The limits
 * themselves are auth/failed-login-limiter.ts.
 */
import type { FastifyInstance } from 'fastify';
import { consolePaths, type LockoutLifting, type SignInLockout } from '../../engine/shared/console/console-api';
import { defaultFailedLoginLimits, FailedLoginLimiter, liftSignInLockout } from '../auth/failed-login-limiter';
import { actorOf } from './console-gate';
import { signInLockout } from './console-schemas';

export function registerLockoutRoutes(app: FastifyInstance): void {
  const { storage } = app;
  // The console lists and lifts; the portal's own limiter counts. Only trustedForMs of the limits
  // matters here (which accounts an address signed in to lately), and the portal uses the default.
  const limiter = new FailedLoginLimiter(storage.loginLimits, defaultFailedLoginLimits, app.now);

  app.get(
    consolePaths.lockouts,
    { schema: { response: { 200: { type: 'array', items: signInLockout } } } },
    (): Promise<SignInLockout[]> => limiter.lockouts(),
  );

  app.post<{ Body: LockoutLifting }>(
    consolePaths.lockoutLifting,
    {
      schema: {
        body: {
          type: 'object',
          required: ['address'],
          additionalProperties: false,
          properties: { address: { type: ['string', 'null'], minLength: 1, maxLength: 100 } },
        },
        response: { 200: signInLockout },
      },
    },
    async (request, reply) => {
      const { address } = request.body;
      const lifted = await liftSignInLockout(storage, limiter, actorOf(request), address, app.now());
      if (!lifted) {
        const who = address === null ? 'the global limit' : address;
        return reply.code(404).send({ error: `No sign-in lockout in force for ${who}: it may have ended meanwhile.` });
      }
      return lifted;
    },
  );
}
