import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('password policy', () => {
  it('accepts a long password that is not common', () => {
    expect(passwordProblem('ward seven pump trolley')).toBeUndefined();
  });

  it('refuses fewer than 12 characters, counting what the browser sends (trimmed)', () => {
    expect(passwordProblem('  short-pass  ')).toBe(
      'The password must have at least 12 characters (it has 10); a few unrelated words make a good one',
    );
  });

  it('refuses common passwords whatever their case', () => {
    for (const password of ['qazwsxedcrfv', '1qaz2wsx3edc', 'QWERTY123456']) {
      expect(passwordProblem(password), password).toBe(
        'This password is on the list of common passwords that attackers try first; choose another',
      );
    }
  });
});
