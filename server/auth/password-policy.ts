/**
 * What operators may choose as an account password: long enough, and not one of the tens of
 * thousands of passwords attackers try first (the common-password dictionary that the
 * zxcvbn-ts project maintains from breach corpora). Demo mode's published passwords never pass
 * through here; production disables those accounts.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

export const minimumPasswordLength = 12;

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] ?? []).map((password) => password.toLowerCase()));
  return common;
}

/** Why the password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  const trimmed = password.trim();
  if ([...trimmed].length < minimumPasswordLength) {
    return `The password must have at least ${minimumPasswordLength} characters (it has ${[...trimmed].length}); a few unrelated words make a good one`;
  }
  if (commonPasswords().has(trimmed.toLowerCase())) {
    return 'This password is on the list of common passwords that attackers try first; choose another';
  }
  return undefined;
}
