import { describe, expect, it } from 'vitest';
import { loginHref, requestedFileParam } from './login-path';

describe('loginHref', () => {
  it('names the requested file so the login page reads it back unchanged', () => {
    const file = 'docs/Pump guide & tips #2.pdf';
    const href = loginHref(file);
    expect(href.startsWith('/login?')).toBe(true);
    expect(new URL(href, 'https://portal.example').searchParams.get(requestedFileParam)).toBe(file);
  });
});
