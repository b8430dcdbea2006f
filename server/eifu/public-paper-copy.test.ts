/** The public paper-copy form: into the operators' queue without a password, marked as from the public pages. */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const v5 = '/eifu/files/demo-pump/2025-07-08/instructions-for-use-v5.pdf';
const form = (fields: Record<string, string> = {}) =>
  new URLSearchParams({
    document: v5,
    copies: '2',
    name: 'Dana Whitfield',
    facility: "St Mary's Hospital",
    address: '1 Hospital Road\r\nLeeds',
    email: 'dana@example.org',
    ...fields,
  }).toString();

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost', ...headers },
  });

describe('the public paper-copy form', () => {
  it('offers the published documents, the one asked for chosen, in a form that needs no script', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ url: `/eifu/paper-copy?document=${encodeURIComponent(v5)}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<form class="eifu-form" method="post" action="/eifu/paper-copy">');
    expect(response.body).toContain(`<option value="${v5}" lang="en" selected>`);
    expect(response.body).not.toContain('flushing');
  });

  it('stores a request in the queue as from the public page, without an account, and shows its reference', async () => {
    t = await createTestApp();
    const response = await post('/es/eifu/paper-copy', form(), { origin: 'http://localhost' });
    expect(response.statusCode).toBe(303);
    const [stored] = await t.storage.paperCopies.list();
    expect(stored).toMatchObject({
      account: '',
      source: 'public',
      sessionId: null,
      model: 'demo-pump',
      documentName: 'Instructions for use, software version 5',
      documentPath: v5,
      documentVersion: '5.0 Rev. B',
      copies: 2,
      address: '1 Hospital Road\nLeeds',
      status: 'open',
    });
    expect(response.headers.location).toBe(`/es/eifu/paper-copy?sent=${stored?.reference}`);
    const confirmation = await t.app.inject({ url: response.headers.location as string });
    expect(confirmation.body).toContain(`su referencia es ${stored?.reference}`);
  });

  it("refuses another site's page posting it, storing nothing", async () => {
    t = await createTestApp();
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const response = await post('/eifu/paper-copy', form(), headers);
      expect(response.statusCode).toBe(403);
    }
    expect(await t.storage.paperCopies.list()).toEqual([]);
  });

  it('sends the form back with what is wrong, field by field, and refuses a document that is not public', async () => {
    t = await createTestApp();
    const bad = await post('/eifu/paper-copy', form({ email: 'not an address', copies: '99' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('id="email-problem"');
    expect(bad.body).toContain('id="copies-problem"');
    expect(bad.body).toContain('value="Dana Whitfield"');
    const gated = await post('/eifu/paper-copy', form({ document: 'secure:acme/compatibility-biomed.pdf' }));
    expect(gated.statusCode).toBe(400);
    expect(gated.body).toContain('id="document-problem"');
    expect(await t.storage.paperCopies.list()).toEqual([]);
  });

  it('limits each client address per day', async () => {
    t = await createTestApp({ env: { PAPER_COPY_ADDRESS_DAILY_LIMIT: '2' } });
    for (let i = 0; i < 2; i++) expect((await post('/eifu/paper-copy', form())).statusCode).toBe(303);
    const refused = await post('/eifu/paper-copy', form());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.storage.paperCopies.list()).toHaveLength(2);
  });
});
