import { describe, expect, it } from 'vitest';
import { isSafeRequestedPath, maxRequestedPathLength } from './requested-path';

describe('isSafeRequestedPath', () => {
  it.each(['ivenix/guide.pdf', '/ivenix/guide.pdf', 'a/b/c d (1).pdf', 'Übersicht "neu".pdf', 'dir/100% sure.pdf'])(
    'accepts the file path %s',
    (path) => {
      expect(isSafeRequestedPath(path)).toBe(true);
    },
  );

  it.each([
    '',
    'https://evil.example/x.pdf',
    'HTTPS://evil.example',
    '//evil.example',
    '//evil.example/x.pdf',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2Fevil.example',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'javascript%3Aalert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '../etc/passwd',
    'a/../../etc/passwd',
    '%2e%2e%2fetc/passwd',
    '..%2fetc/passwd',
    '%252e%252e%252fetc/passwd',
    '%25252e%25252e%25252fetc',
    'a/./b.pdf',
    'a//b.pdf',
    'a/b.pdf%00.png',
    'a/b.pdf\u0000',
    'a/b\r\nSet-Cookie: x=1',
    'a/b%0d%0aSet-Cookie:%20x=1',
    'C:/Windows/win.ini',
    'c:\\windows\\win.ini',
    '/etc/passwd/..',
    'a/%E0%A4%A',
    'x'.repeat(maxRequestedPathLength + 1),
  ])('refuses %j', (path) => {
    expect(isSafeRequestedPath(path)).toBe(false);
  });
});
