/** What the console's app decorates and its routes read: the operators' sessions and sign-in limits. */
import type { ScryptCost } from '../auth/password-hash';
import type { ConsoleSignInLimiter } from './console-sign-in-limits';
import type { ActiveOperatorSession, OperatorSessions } from './operator-sessions';

declare module 'fastify' {
  interface FastifyInstance {
    operatorSessions: OperatorSessions;
    consoleSignInLimiter: ConsoleSignInLimiter;
    /** scrypt cost of the customer passwords the console sets: the portal's (tests lower it). */
    accountScryptCost: ScryptCost | undefined;
  }
  interface FastifyContextConfig {
    /** A state-changing console route a viewer may use too (signing out). */
    everyRole?: boolean;
  }
  interface FastifyRequest {
    /** The operator signed in to the console, read from its cookie on API requests, or null. */
    operatorSession: ActiveOperatorSession | null;
  }
}
