/**
 * What the public notice addresses give away: the feeds name notices and instructions for use
 * only, every address in them is public, and a notice's PDF route serves nothing else.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/testing/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('public notices and feeds', () => {
  it('a feed links only public addresses and names no gated file, secure download or other document', async () => {
    t = await createTestApp();
    const origin = t.app.config.publicOrigin;
    for (const slug of ['demo', 'bags', 'other'])
      for (const lang of ['en', 'es']) {
        const answer = await t.app.inject({ method: 'GET', url: `/eifu/${slug}/${lang}/feed.atom` });
        if (answer.statusCode === 404) continue;
        const addresses = [...answer.body.matchAll(/(?:href="|<id>)([^"<]+)/g)].map((match) => match[1] ?? '');
        expect(addresses.length).toBeGreaterThan(0);
        for (const address of addresses) expect(address.startsWith(`${origin}/eifu/`), address).toBe(true);
        for (const gated of ['/public/', '/secure', 'Acme compatibility', 'guide.pdf', 'Tips'])
          expect(answer.body, `${slug}/${lang}`).not.toContain(gated);
      }
    expect((await t.app.inject({ method: 'GET', url: '/eifu/demo-pump/en/feed.atom' })).statusCode).toBe(200);
  });

  it("a notice's PDF address serves only the PDFs notices publish, never a gated file or a path outside", async () => {
    t = await createTestApp();
    const ok = await t.app.inject({ method: 'GET', url: '/eifu/notices/demo/notices/fsn-occlusion.pdf' });
    expect(ok.statusCode).toBe(200);
    for (const url of [
      '/eifu/notices/demo/tips.pdf',
      '/eifu/notices/demo/guide.pdf',
      '/eifu/notices/demo/notices/../tips.pdf',
      '/eifu/notices/demo%2fnotices%2f..%2f..%2fsecure%2fdemo%2fguide.pdf',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).not.toBe('application/pdf');
    }
  });
});
