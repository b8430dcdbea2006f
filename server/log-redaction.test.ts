import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides auth keys and deep-link auth values', () => {
    expect(redactUrl('/authenticate.php?auth_key=abc123')).toBe('/authenticate.php?auth_key=[REDACTED]');
    expect(redactUrl('/login?requestedFile=a.pdf&auth=abc#x')).toBe('/login?requestedFile=a.pdf&auth=[REDACTED]#x');
    expect(redactUrl('/public/a.pdf')).toBe('/public/a.pdf');
  });

  it('compares parameter names as the query parser decodes them', () => {
    expect(redactUrl('/authenticate.php?auth%5Fkey=abc')).toBe('/authenticate.php?auth%5Fkey=[REDACTED]');
    expect(redactUrl('/authenticate.php?%61uth_key=abc')).toBe('/authenticate.php?%61uth_key=[REDACTED]');
    expect(redactUrl('/login?%61uth=abc&x=1')).toBe('/login?%61uth=[REDACTED]&x=1');
    expect(redactUrl('/login?AUTH=abc')).toBe('/login?AUTH=[REDACTED]');
    expect(redactUrl('/login?%2561uth=abc')).toBe('/login?%2561uth=[REDACTED]');
    expect(redactUrl('/login?author=abc&%ZZ=1')).toBe('/login?author=abc&%ZZ=1');
  });
});
