/**
 * Whether an account may sign in now, and if not why: the one rule that every way of signing in
 * asks (the password, an operator's sign-in link, the plain-hash link, a hospital's identity
 * provider) and that every session is checked against on every request (session-manager.ts), so
 * a session ends the moment its account may sign in no more, on every instance at once.
 *
 * A disabled account is refused; so is one whose access has ended (from 00:00 UTC of its end day).
 */
import type { AccountRecord } from '../storage/records';
import { usageDayOf } from '../usage/usage-day';

export type SignInRefusal =
  | { kind: 'disabled' }
  /** `endedOn`: the day the access ended, YYYY-MM-DD (UTC), as the operator set it. */
  | { kind: 'access-ended'; endedOn: string };

type Standing = Pick<AccountRecord, 'disabled' | 'accessEndsAt'>;

/** Whether the account's access has ended by `now`. */
export function accessEnded(account: Pick<AccountRecord, 'accessEndsAt'>, now: number): boolean {
  return account.accessEndsAt !== null && account.accessEndsAt <= now;
}

/** Why the account may not sign in at `now`, or undefined when it may. */
export function signInRefusal(account: Standing, now: number): SignInRefusal | undefined {
  if (account.disabled) return { kind: 'disabled' };
  if (account.accessEndsAt !== null && accessEnded(account, now)) {
    return { kind: 'access-ended', endedOn: usageDayOf(account.accessEndsAt) };
  }
  return undefined;
}
