import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { withThemeColor } from './spa-routes';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the built site', () => {
  it('serves index.html for page addresses without a session, revalidated every time', async () => {
    t = await createTestApp();
    for (const url of ['/', '/login?requestedFile=a.pdf', '/some-product/internal/home']) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves the page to curl, wget and monitors, which accept anything or send no Accept', async () => {
    t = await createTestApp();
    for (const headers of [{ accept: '*/*' }, {}, { accept: 'application/json, text/plain, */*' }]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url: '/login', headers });
        expect(response.statusCode, `${method} ${JSON.stringify(headers)}`).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        if (method === 'GET') expect(response.body).toContain('<div id="root">');
      }
    }
  });

  it('serves fingerprinted assets as immutable', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 under the API and file prefixes, for files and for non-HTML requests: JSON, or a page to a browser', async () => {
    t = await createTestApp();
    for (const url of ['/api/nothing', '/api', '/humans.txt', '/package.json', '/images/missing']) {
      for (const headers of [html, { accept: '*/*' }, {}]) {
        const response = await t.app.inject({ url, headers });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
        // A browser that opened the address reads a page of the portal (error-pages.test.ts); anything else JSON.
        if (headers === html) expect(response.body).toContain('<meta name="error-status" content="404" />');
        else expect(response.json()).toEqual({ error: 'Not found' });
      }
    }
    for (const accept of ['application/json', 'application/json, text/plain']) {
      const response = await t.app.inject({ url: '/login', headers: { accept } });
      expect(response.statusCode, accept).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/login', headers: html })).statusCode).toBe(404);
  });

  it('answers 503 with a hint when the site is not built', async () => {
    t = await createTestApp({ site: false });
    const response = await t.app.inject({ url: '/', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build:site');
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the usual headers on every answer', async () => {
    t = await createTestApp();
    for (const url of ['/', '/api/site', '/api/session']) {
      const response = await t.app.inject({ url, headers: html });
      const csp = String(response.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "frame-src 'self' https://player.example.com",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toContain('unsafe');
      expect(response.headers).toMatchObject({
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
      });
    }
  });

  it('allows framing the learning library when it lives on another origin', async () => {
    t = await createTestApp({ env: { LEARNING_LIBRARY_URL: 'https://learning.example.org/library/' } });
    const response = await t.app.inject({ url: '/api/site' });
    expect(response.headers['content-security-policy']).toContain(
      "frame-src 'self' https://learning.example.org https://player.example.com",
    );
  });
});

describe('the theme colour of the page', () => {
  it('is the one of the site settings, written into the page the server answers', async () => {
    t = await createTestApp();
    const { content } = t.app;
    const site = content.site && { ...content.site, icon: { src: 'logos/icon.svg', themeColor: '#0b4f8a' } };
    // Each language's page is drawn from that language's settings.
    const patched = { ...content, site } as typeof content;
    t.app.content = { ...patched, byLanguage: new Map([[patched.lang, patched]]) };
    const answer = await t.app.inject({ url: '/login', headers: { accept: 'text/html' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('<meta name="theme-color" content="#0b4f8a" />');
  });
});

describe('withThemeColor', () => {
  it('fills the meta, or leaves it empty without an icon', () => {
    const page = '<head><meta name="theme-color" content="" /></head>';
    expect(withThemeColor(page, '#123abc')).toBe('<head><meta name="theme-color" content="#123abc" /></head>');
    expect(withThemeColor(page, undefined)).toBe(page);
  });
});
