/**
 * What an operator is told on signing in when others have been trying their name: the failed
 * sign-ins under it from other addresses since the operator's previous sign-in, and how often
 * they locked the name, read from the audit rows those attempts left. The sign-in answer carries
 * it for the console to show, and the sign-in's own audit row names it.
 */
import type { FailedSignInsUnderName } from '../../engine/shared/console/console-api';
import { limitKeyOf } from '../plugins/limit-key';
import type { OperatorRecord } from '../storage/records';
import type { Storage } from '../storage/storage';

/**
 * Rows read at most. Refusals while the name is locked share a row a minute per address, so this
 * is days of a large attack; past it the count says "at least".
 */
const maxRows = 2000;

/** Undefined when nobody else tried. Call before the sign-in's own `operator-login-ok` row is written. */
export async function failedSignInsUnderName(
  audit: Storage['audit'],
  operator: Pick<OperatorRecord, 'name' | 'createdAt'>,
  address: string,
): Promise<FailedSignInsUnderName | undefined> {
  let since = operator.createdAt;
  for await (const previous of audit.query({
    kinds: ['operator-login-ok'],
    operator: operator.name,
    newestFirst: true,
    limit: 1,
  })) {
    since = previous.time;
  }
  const own = limitKeyOf(address);
  let count = 0;
  let lockouts = 0;
  for await (const row of audit.query({
    kinds: ['operator-login-failed', 'lockout'],
    operator: operator.name,
    from: since,
    limit: maxRows,
  })) {
    // Lockouts of the addresses typing the name are the address limit's business; the name's own count.
    if (row.kind === 'lockout') lockouts += row.detail?.startsWith('operator:') ? 1 : 0;
    else if (limitKeyOf(row.clientAddress) !== own) count += row.count;
  }
  return count === 0 && lockouts === 0 ? undefined : { count, since, lockouts };
}

export function describeFailedSignIns({ count, since, lockouts }: FailedSignInsUnderName): string {
  const locked = lockouts === 0 ? '' : `, which locked the name ${lockouts} time(s)`;
  return `${count} failed sign-in(s) under this name from other addresses since ${new Date(since).toISOString()}${locked}`;
}
