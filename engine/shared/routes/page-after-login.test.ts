import { describe, expect, it } from 'vitest';
import { nextPageParam } from './login-path';
import { loginHrefBackTo, pageAfterLogin } from './page-after-login';

describe('pageAfterLogin', () => {
  const productPaths = [{ pathPrefix: '/ivenix' }, { pathPrefix: '/volumat-mc' }];

  it.each(['/ivenix/internal/home', '/ivenix/internal/using-the-pump/quick-tips?tab=1#vented-cap', '/volumat-mc'])(
    'leads back to the page %s of a product line',
    (page) => {
      expect(pageAfterLogin(page, productPaths)).toBe(page);
    },
  );

  it('comes back to the page loginHrefBackTo named', () => {
    const page = '/ivenix/internal/home?q=a&b=c#x';
    const next = new URL(loginHrefBackTo(page), 'https://portal.example').searchParams.get(nextPageParam);
    expect(pageAfterLogin(next, productPaths)).toBe(page);
  });

  it.each([
    null,
    '',
    '/',
    'https://evil.example/ivenix',
    '//evil.example/ivenix',
    '/\\evil.example/ivenix',
    'javascript:alert(1)',
    '/ivenix/../login',
    '/%2F%2Fevil.example',
    '/ivenix%2F..%2F..%2Fx',
    '/unknown/page',
    '/ivenixx/internal/home',
    'ivenix/internal/home',
  ])('leads to the catalogue for %s', (next) => {
    expect(pageAfterLogin(next, productPaths)).toBe('/');
  });
});
