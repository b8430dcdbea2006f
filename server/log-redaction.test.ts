import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides auth keys and deep-link auth values', () => {
    expect(redactUrl('/authenticate.php?auth_key=abc123')).toBe('/authenticate.php?auth_key=[REDACTED]');
    expect(redactUrl('/login?requestedFile=a.pdf&auth=abc#x')).toBe('/login?requestedFile=a.pdf&auth=[REDACTED]#x');
    expect(redactUrl('/public/a.pdf')).toBe('/public/a.pdf');
  });
});
