/**
 * The warning an operator gets after signing in when others have been trying their name: how
 * many failed sign-ins from other addresses since their previous sign-in, and how often the name
 * was locked. The sign-in answer carries it once; the tab keeps it (sessionStorage) until the
 * operator dismisses it or signs out, so moving between pages or reloading does not lose it.
 */
import { useState } from 'react';
import type { FailedSignInsUnderName } from '../../../engine/shared/console/console-api';
import { formatTime } from '../shared/format';

const storageKey = 'console-failed-sign-ins';

export function rememberFailedSignIns(failed: FailedSignInsUnderName | undefined): void {
  if (failed) sessionStorage.setItem(storageKey, JSON.stringify(failed));
  else sessionStorage.removeItem(storageKey);
}

export const forgetFailedSignIns = () => sessionStorage.removeItem(storageKey);

function remembered(): FailedSignInsUnderName | undefined {
  try {
    const stored = sessionStorage.getItem(storageKey);
    return stored ? (JSON.parse(stored) as FailedSignInsUnderName) : undefined;
  } catch {
    return undefined;
  }
}

function describeFailedSignIns({ count, since, lockouts }: FailedSignInsUnderName): string {
  const attempts = `${count} failed sign-in${count === 1 ? '' : 's'} under your name from other addresses since ${formatTime(since)}`;
  const locked = lockouts === 0 ? '' : `; they locked your name ${lockouts === 1 ? 'once' : `${lockouts} times`}`;
  return `${attempts}${locked}.`;
}

export function FailedSignInsWarning() {
  const [failed, setFailed] = useState(remembered);
  if (!failed) return null;
  return (
    <div role="alert" className="sign-in-warning">
      <p>
        <strong>{describeFailedSignIns(failed)}</strong> If these were not you, someone is trying your name: tell your
        security contact. The Audit page lists them under your name.
      </p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          forgetFailedSignIns();
          setFailed(undefined);
        }}
      >
        Dismiss
      </button>
    </div>
  );
}
