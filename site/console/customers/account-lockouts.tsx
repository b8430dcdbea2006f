/**
 * The sign-in lockouts in force at addresses this account signed in from lately: the account still
 * signs in there with its password, everyone else there waits. Lifting one is the Lockouts page's.
 */
import { Link } from 'react-router-dom';
import type { SignInLockout } from '../../../engine/shared/console/console-api';
import { LockoutsTable } from '../lockouts/lockouts-table';

export interface AccountLockoutsProps {
  account: string;
  /** Every lockout in force; those naming the account are shown. */
  lockouts: SignInLockout[];
  /** Whether to point to the Lockouts page, where an admin lifts one. */
  canLift: boolean;
}

export function AccountLockouts({ account, lockouts, canLift }: AccountLockoutsProps) {
  const own = lockouts.filter((lockout) => lockout.accounts.includes(account));
  return (
    <section aria-labelledby="account-lockouts-heading">
      <h2 id="account-lockouts-heading">Sign-in lockouts</h2>
      <p>
        Addresses this account signed in from lately that are locked out after failed sign-ins: it still signs in there
        with its password; everyone else there waits.
        {canLift && own.length > 0 && (
          <>
            {' '}
            <Link to="/lockouts">Lift one on the Lockouts page</Link>.
          </>
        )}
      </p>
      <LockoutsTable lockouts={own} />
    </section>
  );
}
