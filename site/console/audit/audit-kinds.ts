/**
 * What each kind of audit entry is called on the page. Keyed by the server's kinds; a unit test
 * (tests/unit/console-audit-kinds.test.ts) fails when the server gains a kind this does not name.
 */
export const auditKindNames: Record<string, string> = {
  'login-ok': 'Sign-in',
  'login-failed': 'Failed sign-in',
  'sign-out': 'Sign-out',
  'file-delivered': 'Download',
  'access-denied': 'Access denied',
  lockout: 'Sign-in lockout',
  'session-revoked': 'Session ended',
  'paper-copy-requested': 'Paper copy requested',
  'paper-copy-closed': 'Paper copy sent',
  'paper-copy-cancelled': 'Paper copy cancelled',
  'document-acknowledged': 'Document read and understood',
  'account-created': 'Account created',
  'account-models-set': 'Product lines changed',
  'account-password-set': 'Password changed',
  'account-disabled': 'Account disabled',
  'account-enabled': 'Account enabled',
  'account-removed': 'Account removed',
  'account-link-issued': 'Sign-in link issued',
  'account-link-revoked': 'Sign-in link revoked',
  'account-plain-link-set': 'Plain-hash link setting changed',
  'account-details-set': 'Customer details changed',
  'accounts-imported': 'Accounts imported',
  'person-removed': 'Named person removed',
  'account-sso-set': 'Hospital sign-in changed',
  'operator-login-ok': 'Operator sign-in',
  'operator-login-failed': 'Operator failed sign-in',
  'operator-sign-out': 'Operator sign-out',
  'operator-changed': 'Operator changed',
};

export const kindName = (kind: string) => auditKindNames[kind] ?? kind;
