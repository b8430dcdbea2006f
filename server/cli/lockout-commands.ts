/**
 * The sign-in lockout commands of `npm run accounts`: `lockouts` lists those in force (customer
 * sign-ins by address and the global limit, then the console's), `unlock` lifts a customer one,
 * audited as `lockout` under `cli:<system user>`.
 */
import type { SignInLockout } from '../../engine/shared/console/console-api';
import { neutralise } from '../audit/audit-format';
import {
  defaultFailedLoginLimits,
  FailedLoginLimiter,
  isCustomerSignInScope,
  liftSignInLockout,
} from '../auth/failed-login-limiter';
import { cliActor } from './cli-actor';
import type { CliDeps, CliIo } from './cli-deps';

export const lockoutUsage = `  lockouts                             sign-in lockouts in force now, one a line: the
                                       address (an IPv6 /64 counts as one) or the global
                                       limit, the accounts that signed in from there lately
                                       (they may still sign in with their password), since,
                                       until, and the failed sign-ins counted; then the
                                       console's (operators' sign-in) lockouts
  unlock <address>|global              lift the lockout of an address as \`lockouts\` names
                                       it, or of the global limit (audited)
  status                               the same as lockouts`;

const lockoutCommands = ['lockouts', 'status', 'unlock'] as const;

type LockoutCommand = (typeof lockoutCommands)[number];

export function isLockoutCommand(command: string | undefined): command is LockoutCommand {
  return lockoutCommands.includes(command as LockoutCommand);
}

const time = (ms: number) => new Date(ms).toISOString();

function whoOf(lockout: SignInLockout): string {
  return lockout.address === null
    ? 'all addresses without a recent successful sign-in (global limit)'
    : `address ${lockout.address}`;
}

function describeSignInLockout(lockout: SignInLockout): string {
  const accounts =
    lockout.accounts.length === 0 ? 'no recent sign-ins' : `signed in lately: ${lockout.accounts.join(', ')}`;
  return [
    whoOf(lockout),
    accounts,
    `since ${time(lockout.since)}`,
    `until ${time(lockout.until)}`,
    `failed sign-ins: ${lockout.count}`,
  ]
    .map((field) => neutralise(field))
    .join('\t');
}

/** `command` with its one argument (unlock's address), if any; returns the exit code. */
export async function runLockoutCommand(
  command: LockoutCommand,
  argument: string | undefined,
  io: CliIo,
  deps: CliDeps,
): Promise<number> {
  const { storage } = deps;
  const limiter = new FailedLoginLimiter(storage.loginLimits, defaultFailedLoginLimits, deps.now);
  if (command === 'unlock') {
    if (argument === undefined) {
      io.err('unlock needs the address to unlock, as `lockouts` lists it, or global');
      return 1;
    }
    const address = argument === 'global' ? null : argument;
    const lifted = await liftSignInLockout(storage, limiter, cliActor(), address, deps.now());
    if (!lifted) {
      io.err(`No sign-in lockout in force for ${neutralise(argument)} (see \`lockouts\`)`);
      return 1;
    }
    io.out(`Lifted the lockout of ${neutralise(whoOf(lifted))} (${lifted.count} failed sign-ins)`);
    return 0;
  }
  if (argument !== undefined) {
    io.err(`Unexpected argument: ${neutralise(argument)}`);
    return 1;
  }
  const customers = await limiter.lockouts();
  const operators = (await storage.loginLimits.locked(deps.now())).filter(
    (counter) => !isCustomerSignInScope(counter.scope),
  );
  if (customers.length === 0 && operators.length === 0) {
    io.out('No sign-in lockouts in force');
    return 0;
  }
  for (const lockout of customers) io.out(describeSignInLockout(lockout));
  for (const counter of operators) {
    const since = counter.lockedSince || counter.windowStart;
    io.out(
      `${neutralise(`console sign-in ${counter.scope}`)}\tsince ${time(since)}\tuntil ${time(counter.lockedUntil)}\tfailed sign-ins: ${counter.count}`,
    );
  }
  return 0;
}
