/** The security headers: the whole set on an answer, and no frame source that could rewrite the policy. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentTypeOf } from '../../engine/compiler/compile/content-types';
import { contentPageSandbox, isPageType } from '../files/content-page-sandbox';
import { fixtureFiles } from '../testing/fixture-content';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';
import { helmetOptions } from './helmet-headers';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('security headers', () => {
  it('are the whole set on an answer, as helmet sent them', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ url: '/api/site' });
    expect(response.headers).toMatchObject({
      'content-security-policy':
        "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;font-src 'self';" +
        "connect-src 'self';frame-src 'self' https://player.example.com;object-src 'none';base-uri 'none';" +
        "form-action 'self';frame-ancestors 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });

  it('refuse a frame source that would end its directive and start another', () => {
    for (const source of [
      'https://a.example;script-src *',
      'https://a.example https://b.example',
      'https://a.example,',
    ]) {
      expect(() => helmetOptions(["'self'", source]), source).toThrow(
        `Not a frame source for the Content-Security-Policy: ${source}`,
      );
    }
  });
});

describe('pages from the content folder', () => {
  const course = `/public/training/${fixtureFiles.training}`;
  const sandbox = `sandbox ${contentPageSandbox.join(' ')}`;
  const policyOf = (headers: Record<string, unknown>) => String(headers['content-security-policy']);

  for (const mode of ['direct', 'x-accel']) {
    it(`run sandboxed in an origin of their own, also when revalidated (FILE_DELIVERY=${mode})`, async () => {
      t = await createTestApp({ env: { FILE_DELIVERY: mode } });
      const cookie = await signIn(t.app, 'demo');
      const page = await t.app.inject({ url: course, headers: { cookie } });
      expect(page.statusCode).toBe(200);
      expect(policyOf(page.headers)).toContain(`;${sandbox}`);
      expect(policyOf(page.headers)).toContain('allow-scripts');
      expect(policyOf(page.headers)).not.toContain('allow-same-origin');
      expect(policyOf(page.headers)).toContain("frame-ancestors 'self'");
      // An opaque origin cannot be origin-keyed; asking for it makes Chromium warn on every load.
      expect(page.headers['origin-agent-cluster']).toBeUndefined();
      // A browser keeps the policy of a 304 for the page it has: it must be the sandboxed one.
      const revalidated = await t.app.inject({
        url: course,
        headers: { cookie, 'if-none-match': String(page.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
      expect(policyOf(revalidated.headers)).toBe(policyOf(page.headers));
      const head = await t.app.inject({ method: 'HEAD', url: course, headers: { cookie } });
      expect(policyOf(head.headers)).toBe(policyOf(page.headers));

      const style = await t.app.inject({ url: course.replace('index.html', 'style.css'), headers: { cookie } });
      expect(style.statusCode).toBe(200);
      expect(policyOf(style.headers)).not.toContain('sandbox');
      const pdf = await t.app.inject({ url: `/public/${fixtureFiles.tips}`, headers: { cookie } });
      expect(policyOf(pdf.headers)).not.toContain('sandbox');
    });
  }

  it('include every page of the demo training packages', () => {
    const demoTraining = join(import.meta.dirname, '..', '..', 'content', 'training');
    const files = readdirSync(demoTraining, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const pages = files.filter((file) => /\.html?$/i.test(file.name));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(isPageType(contentTypeOf(page.name) ?? ''), page.name).toBe(true);
  });

  it('are HTML and XML documents such as SVG; PDFs, styles, scripts and media are not', () => {
    for (const type of ['text/html; charset=utf-8', 'image/svg+xml', 'application/xhtml+xml', 'text/xml']) {
      expect(isPageType(type), type).toBe(true);
    }
    for (const type of ['application/pdf', 'text/css; charset=utf-8', 'text/javascript; charset=utf-8', 'video/mp4']) {
      expect(isPageType(type), type).toBe(false);
    }
  });
});
