import { describe, expect, it } from 'vitest';
import { loginHref, requestedFileKindOf, requestedFileParam } from './login-path';

const paramsOf = (href: string) => new URL(href, 'https://portal.example').searchParams;

describe('loginHref', () => {
  it('names the requested file so the login page reads it back unchanged', () => {
    const file = 'docs/Pump guide & tips #2.pdf';
    const href = loginHref(file);
    expect(href.startsWith('/login?')).toBe(true);
    expect(paramsOf(href).get(requestedFileParam)).toBe(file);
    expect(requestedFileKindOf(paramsOf(href))).toBe('secure');
  });

  it('names the kind of a file that is not a secure one, and the login page reads it back', () => {
    expect(requestedFileKindOf(paramsOf(loginHref('demo/tips.pdf', 'public')))).toBe('public');
    expect(requestedFileKindOf(paramsOf(loginHref('demo/course/index.html', 'training')))).toBe('training');
  });

  it('takes any other kind a link names for a secure file, as links made before kinds were named', () => {
    expect(requestedFileKindOf(new URLSearchParams('requestedFile=x.pdf&fileKind=javascript'))).toBe('secure');
  });
});
