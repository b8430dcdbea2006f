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

  it('hides what was typed into search', () => {
    expect(redactUrl('/api/search?q=morphine%20dose')).toBe('/api/search?q=[REDACTED]');
    expect(redactUrl('/api/search?x=1&Q=pump+alarm&%71=again')).toBe('/api/search?x=1&Q=[REDACTED]&%71=[REDACTED]');
    expect(redactUrl('/api/search?q[]=a&quality=high')).toBe('/api/search?q[]=[REDACTED]&quality=high');
  });

  it('reads the query from the first ? or #, as the router does, and splits it at either too', () => {
    // A raw request's `#` starts the query the server parses: this signs in.
    expect(redactUrl('/authenticate.php#auth_key=abc')).toBe('/authenticate.php#auth_key=[REDACTED]');
    expect(redactUrl('/authenticate.php?x=1#&auth_key=abc')).toBe('/authenticate.php?x=1#&auth_key=[REDACTED]');
    expect(redactUrl('/login?x=1#auth=abc')).toBe('/login?x=1#auth=[REDACTED]');
    expect(redactUrl('/login#top?auth=abc')).toBe('/login#top?auth=[REDACTED]');
    expect(redactUrl('https://portal.example/login?auth=abc')).toBe('https://portal.example/login?auth=[REDACTED]');
  });
});
