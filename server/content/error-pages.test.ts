/**
 * What a browser that opens an address is answered, against what a script asking the same gets: a
 * file that needs a session leads to the login page (which opens it once signed in), and every error
 * is a page of the portal in the reader's language with its status, never JSON; scripts, frames and
 * curl keep their JSON.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureSite } from '../../tests/fixtures/fixture-content';
import { fixtureFiles } from '../testing/fixture-content';
import { addSpanish } from '../testing/spanish-content';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** What a current browser sends when it opens an address in a tab. */
const opened = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'none',
};
/** What a browser without Fetch Metadata (Safari before 16.4) sends when it opens an address. */
const openedByOldBrowser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
/** The site's own fetch. */
const fetched = { accept: 'application/json', 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' };
/** A training package shown in the site's frame. */
const framed = { accept: 'text/html', 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' };
const curl = { accept: '*/*' };

const english = fixtureSite();

async function ask(url: string, headers: Record<string, string>, more: InjectOptions = {}) {
  if (!t) throw new Error('no app');
  return t.app.inject({ url, ...more, headers: { ...headers, ...(more.headers as Record<string, string>) } });
}

function expectErrorPage(response: LightMyRequestResponse, status: number, words: { title: string; text: string }) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.body).toContain(`<meta name="error-status" content="${status}" />`);
  // The words a browser shows when the page's script does not run, and the tab's title.
  expect(response.body).toContain(`<h1>${words.title}</h1><p>${words.text}</p>`);
  expect(response.body).toContain('<div id="root"><div class="error-fallback">');
  expect(response.body).not.toContain('"error"');
}

describe('a file that needs a session, opened after the session ended', () => {
  it('leads a page to the login page naming the file and its kind; a script still gets its 401', async () => {
    t = await createTestApp();
    const url = `/public/${fixtureFiles.tips}`;
    for (const headers of [opened, openedByOldBrowser]) {
      const page = await ask(url, headers);
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe(
        `/login?requestedFile=${encodeURIComponent(fixtureFiles.tips)}&fileKind=public`,
      );
      expect(page.headers.vary).toMatch(/Sec-Fetch-Dest, Accept/);
    }
    for (const headers of [fetched, curl]) {
      const script = await ask(url, headers);
      expect(script.statusCode).toBe(401);
      expect(script.json()).toEqual({ error: 'Sign in first' });
      expect(script.headers.vary).toMatch(/Sec-Fetch-Dest, Accept/);
    }
  });

  it("leads a training package's page opened in a tab to the login page, but not one in the site's frame", async () => {
    t = await createTestApp();
    const url = `/public/training/${fixtureFiles.training}`;
    const page = await ask(url, opened);
    expect(page.headers.location).toBe(
      `/login?requestedFile=${encodeURIComponent(fixtureFiles.training)}&fileKind=training`,
    );
    const frame = await ask(url, framed);
    expect(frame.statusCode).toBe(401);
    expect(frame.json()).toEqual({ error: 'Sign in first' });
  });

  it("leads to the login page of the reader's language", async () => {
    t = await createTestApp({ beforeBuild: addSpanish });
    const page = await ask(`/public/${fixtureFiles.tips}`, opened, { cookies: { lang: 'es' } });
    expect(page.headers.location).toBe(
      `/es/login?requestedFile=${encodeURIComponent(fixtureFiles.tips)}&fileKind=public`,
    );
  });
});

describe('a shared link to a file this account may not open, or that does not exist', () => {
  it('is a page saying the document is not available, one page for both, naming nothing the link did not', async () => {
    t = await createTestApp();
    const cookie = await signIn(t.app, 'demo-acme');
    const words = english.errors.pages['document-not-available'];
    for (const file of [fixtureFiles.otherTips, 'demo/moved-away.pdf']) {
      const page = await ask(`/public/${file}`, { ...opened, cookie });
      expectErrorPage(page, 404, words);
      // Nothing of the address is echoed: a link's own words could pose as the portal's.
      expect(page.body).not.toContain(file.split('/')[1]);
      const script = await ask(`/public/${file}`, { ...fetched, cookie });
      expect(script.statusCode).toBe(404);
      expect(script.json()).toEqual({ error: 'No such file in the product lines of this account' });
    }
    const secure = await ask(`/secure-download?file=${fixtureFiles.otherGuide}`, { ...opened, cookie });
    expectErrorPage(secure, 404, words);
  });

  it("is in the reader's language", async () => {
    t = await createTestApp({ beforeBuild: addSpanish });
    const cookie = await signIn(t.app, 'demo-acme');
    const page = await ask(`/public/${fixtureFiles.otherTips}`, opened, {
      cookies: { lang: 'es' },
      headers: { cookie },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('<link rel="preload" href="/api/site?lang=es" as="fetch" crossorigin />');
    expect(page.headers.vary).toMatch(/Cookie/);
  });
});

describe('any other error a browser navigates to', () => {
  it('an address that names nothing: the not-found page, to a browser of any age; JSON to a script and curl', async () => {
    t = await createTestApp();
    for (const url of ['/old-brochure.pdf', '/api/nothing', '/images/missing.png']) {
      for (const headers of [opened, openedByOldBrowser])
        expectErrorPage(await ask(url, headers), 404, english.notFound);
      for (const headers of [fetched, curl]) expect((await ask(url, headers)).json()).toEqual({ error: 'Not found' });
    }
  });

  it('too many requests: the page keeps the status and Retry-After, and says when to try again', async () => {
    t = await createTestApp({ build: { signedOutRequestLimit: { max: 1, timeWindowMs: 60_000 } } });
    await ask('/api/catalogue', fetched);
    const page = await ask('/api/catalogue', opened);
    expectErrorPage(page, 429, english.errors.pages['rate-limited']);
    const wait = page.headers['retry-after'];
    expect(Number(wait)).toBeGreaterThan(0);
    expect(page.body).toContain(`<meta name="retry-after" content="${wait}" />`);
    expect((await ask('/api/catalogue', fetched)).json()).toMatchObject({ reason: 'too-many-requests' });
  });

  it('a server shutting down: the page says so even though its script will be refused too', async () => {
    t = await createTestApp();
    t.app.drain.begin();
    const page = await ask('/public/demo/tips.pdf', opened);
    expectErrorPage(page, 503, english.errors.pages['server-unavailable']);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.body).toContain('<a href="/">Back to the catalogue</a>');
    expect((await ask('/public/demo/tips.pdf', fetched)).json()).toMatchObject({ reason: 'shutting-down' });
  });

  it('an address that is not valid: the bad-address page', async () => {
    t = await createTestApp();
    const cookie = await signIn(t.app, 'demo');
    expectErrorPage(
      await ask('/public/..%2F..%2Fetc/passwd', { ...opened, cookie }),
      400,
      english.errors.pages['bad-address'],
    );
  });

  it('keeps the security headers of every answer: the same Content-Security-Policy as the page itself', async () => {
    t = await createTestApp();
    const page = await ask('/login', opened);
    const error = await ask('/api/nothing', opened);
    expect(error.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    expect(error.headers['content-security-policy']).not.toMatch(/unsafe-inline/);
  });
});
