/**
 * Open redirects (requestedFile and the secure-download redirect stay on this site) and the
 * security headers on every kind of answer, including the CSP's frame-src from VIDEO_ORIGINS.
 */
import { dirname } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstPathPrefix, fixtureFiles } from '../../server/testing/fixture-content';
import { signIn } from '../../server/testing/test-app';
import { type AttackServer, expectRefused, startAttackServer } from './testing/attack-server';
import type { RawAnswer } from './testing/raw-http';

/** A well-formed secure path beside a real one, which the index does not hold. */
const noSuchGuide = `${dirname(fixtureFiles.guide)}/no-such-guide.pdf`;
let server: AttackServer;
afterEach(async () => {
  await server.close();
});

/** requestedFile values that must never become a navigation off this site (raw, as sent). */
const offSite = [
  'https://evil.example/',
  'http://evil.example',
  'HTTPS://evil.example',
  '//evil.example',
  '//evil.example/guide.pdf',
  '/%2Fevil.example',
  '%2F%2Fevil.example',
  '%252F%252Fevil.example',
  '/\\evil.example',
  '%2F%5Cevil.example',
  '\\\\evil.example',
  '/%09/evil.example',
  '%0d%0aLocation:%20https://evil.example',
  'javascript:alert(document.domain)',
  'JavaScript%3Aalert(1)',
  '%6a%61%76%61%73%63%72%69%70%74%3aalert(1)',
  'data:text/html,%3Cscript%3Ealert(1)%3C/script%3E',
  '../../evil',
  'https:evil.example',
];

/** A Location the server sends is a path on this site: one slash, no backslash, no scheme. */
function expectSameSiteLocation(answer: RawAnswer, label: string): void {
  const location = answer.headers.location ?? '';
  expect(location, label).toMatch(/^\/(?![/\\])/);
  expect(location, label).not.toMatch(/[\r\n\\]|^\/[^?]*:/);
  expect(new URL(location, 'https://portal.example').origin, label).toBe('https://portal.example');
}

describe('open redirects', () => {
  it('a page address with an off-site requestedFile is sent to the same page without it, and audited', async () => {
    server = await startAttackServer();
    for (const value of offSite) {
      const answer = await server.request({
        target: `/login?requestedFile=${value}&x=1`,
        headers: { accept: 'text/html' },
      });
      expect(answer.status, value).toBe(302);
      expectSameSiteLocation(answer, value);
      expect(answer.headers.location, value).toBe('/login?x=1');
      expect((await server.auditOf(answer))[0], value).toMatchObject({ kind: 'access-denied' });
    }
    const twice = await server.request({
      target: `/login?requestedFile=${fixtureFiles.guide}&requestedFile=//evil.example`,
      headers: { accept: 'text/html' },
    });
    expect(twice.headers.location).toBe('/login');
  });

  it('a requestedFile that names a file path keeps the login page', async () => {
    server = await startAttackServer();
    const answer = await server.request({
      target: `/login?requestedFile=${encodeURIComponent(fixtureFiles.guide)}`,
      headers: { accept: 'text/html' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
  });

  it('the secure-download redirect carries only a checked file path, never the raw value', async () => {
    server = await startAttackServer();
    const known = await server.request(`/secure-download?file=/${fixtureFiles.guide}`);
    expect(known.status).toBe(302);
    expect(known.headers.location).toBe(`/login?requestedFile=${encodeURIComponent(fixtureFiles.guide)}`);
    // Signed out, an unknown secure file answers exactly like a known one: names cannot be probed.
    const unknown = await server.request(`/secure-download?file=/${noSuchGuide}`);
    expect(unknown.status).toBe(302);
    expect(unknown.headers.location).toBe(`/login?requestedFile=${encodeURIComponent(noSuchGuide)}`);
    expect(unknown.body.toString()).toBe(known.body.toString());
    const headerNames = (answer: RawAnswer) => Object.keys(answer.headers).sort();
    expect(headerNames(unknown)).toEqual(headerNames(known));
    for (const value of offSite) {
      const answer = await server.request(`/secure-download?file=${value}`);
      expectRefused(server, answer, value, [400, 404]);
      expect(answer.headers.location, value).toBeUndefined();
    }
  });

  it('every redirect any route gives for hostile input stays on this site', async () => {
    server = await startAttackServer();
    for (const value of offSite) {
      for (const target of [
        `/login?requestedFile=${value}`,
        `/?requestedFile=${value}`,
        `${firstPathPrefix}/internal/home?requestedFile=${value}`,
        `/secure-download?file=${value}`,
        `//evil.example/%2e%2e`,
        `/\\evil.example`,
      ]) {
        const answer = await server.request({ target, headers: { accept: 'text/html' } });
        expect(answer.status, target).toBeLessThan(500);
        if (answer.status >= 300 && answer.status < 400) expectSameSiteLocation(answer, target);
      }
    }
  });
});

function cspOf(answer: RawAnswer): Map<string, string> {
  const directives = new Map<string, string>();
  for (const part of (answer.headers['content-security-policy'] ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values.join(' '));
  }
  return directives;
}

describe('security headers', () => {
  it('are on every kind of answer: page, API, file, redirect, 4xx', async () => {
    server = await startAttackServer();
    const cookie = await signIn(server.app, 'demo');
    const answers: [string, RawAnswer][] = [
      ['page', await server.request({ target: '/login', headers: { accept: 'text/html' } })],
      ['api', await server.request('/api/site')],
      ['file', await server.request({ target: `/public/${fixtureFiles.tips}`, headers: { cookie } })],
      ['redirect', await server.request(`/secure-download?file=${fixtureFiles.guide}`)],
      ['401', await server.request('/api/catalogue')],
      ['400', await server.request('/authenticate.php?auth_key=x')],
      ['404', await server.request('/api/nothing')],
      ['405', await server.request({ method: 'OPTIONS', target: '/public/x' })],
      ['malformed address', await server.request('/public/ivenix/%C0%AE%C0%AE/x.pdf')],
      ['over-long address', await server.request(`/public/${'a'.repeat(3000)}.pdf`)],
    ];
    for (const [label, answer] of answers) {
      const csp = cspOf(answer);
      expect(csp.get('default-src'), label).toBe("'self'");
      expect(csp.get('script-src'), label).toBe("'self'");
      expect(csp.get('object-src'), label).toBe("'none'");
      expect(csp.get('base-uri'), label).toBe("'none'");
      expect(csp.get('frame-ancestors'), label).toBe("'none'");
      expect(csp.get('form-action'), label).toBe("'self'");
      expect(answer.headers['content-security-policy'], label).not.toMatch(/unsafe-eval|unsafe-inline|\*/);
      expect(answer.headers['strict-transport-security'], label).toBe('max-age=31536000; includeSubDomains');
      expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
      expect(answer.headers['referrer-policy'], label).toBe('no-referrer');
      expect(answer.headers['cross-origin-opener-policy'], label).toBe('same-origin');
      expect(answer.headers['x-frame-options'], label).toBe('DENY');
      expect(answer.headers['x-request-id'], label).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('frame-src defaults to this site, the learning library and the videos of the content', async () => {
    server = await startAttackServer();
    expect(cspOf(await server.request('/api/site')).get('frame-src')).toBe("'self' https://player.example.com");
  });

  it('frame-src is limited to VIDEO_ORIGINS and the learning library when configured', async () => {
    server = await startAttackServer({
      env: {
        VIDEO_ORIGINS: 'https://player.vimeo.com,https://www.youtube-nocookie.com',
        LEARNING_LIBRARY_URL: 'https://learning.example.org/library/',
      },
    });
    expect(cspOf(await server.request('/api/site')).get('frame-src')).toBe(
      "'self' https://learning.example.org https://player.vimeo.com https://www.youtube-nocookie.com",
    );
  });
});
