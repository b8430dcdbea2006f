import { describe, expect, it } from 'vitest';
import { isLoginReason } from './login-reason';

describe('a reason the login page says', () => {
  it('takes an ended access only with the day it can write out', () => {
    expect(isLoginReason({ accessEndedOn: '2027-01-01' })).toBe(true);
    // From a tampered `?sso=access-ended&ended=` or a stored value: the page would fail to write the date.
    for (const day of [null, '', 'tomorrow', '2027-1-1', '2027-01-01T00:00:00Z']) {
      expect(isLoginReason({ accessEndedOn: day }), String(day)).toBe(false);
    }
  });

  it('takes the other reasons by their key', () => {
    expect(isLoginReason({ signedOut: true })).toBe(true);
    expect(isLoginReason({ hospitalSignIn: 'refused' })).toBe(true);
    expect(isLoginReason(false)).toBe(false);
    expect(isLoginReason({ somethingElse: true })).toBe(false);
  });
});
