/** The security headers: the whole set on an answer, and no frame source that could rewrite the policy. */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { securityHeaders } from './security-headers';

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
      expect(() => securityHeaders(["'self'", source]), source).toThrow(
        `Not a frame source for the Content-Security-Policy: ${source}`,
      );
    }
  });
});
