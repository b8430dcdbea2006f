import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaperCopyRequest } from '../../engine/shared/types';
import { fixtureModels } from '../../tests/fixtures/fixture-content';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';
import { paperCopySessionLimit as paperCopyLimit } from './paper-copy-limits';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const url = '/api/paper-copy-requests';

const form = (changes: Partial<Record<keyof PaperCopyRequest, unknown>> = {}) => ({
  model: fixtureModels.first,
  document: 'download:demo/instructions-for-use-v5.pdf',
  copies: 2,
  name: 'Ada Nurse',
  facility: 'St Mary’s Hospital',
  address: 'Ward 7\n1 Main Street\nSpringfield',
  email: 'ada@example.org',
  ...changes,
});

async function send(body: unknown, cookie?: string, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: cookie ? { cookie } : {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

describe('POST /api/paper-copy-requests', () => {
  it('stores the request with the document the manifest names, audits it without personal data, answers 201', async () => {
    const cookie = await signIn(t.app, 'demo-acme');
    const response = await send(
      form({ name: '  Ada Nurse ', address: 'Ward 7\r\n1 Main Street\r\nSpringfield\n' }),
      cookie,
    );
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { reference } = response.json();
    expect(reference).toMatch(/^PC-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const [stored] = await t.storage.paperCopies.list();
    expect(stored).toMatchObject({
      reference,
      account: 'demo-acme',
      model: fixtureModels.first,
      documentName: 'Instructions for use, software version 5',
      documentPath: 'demo/instructions-for-use-v5.pdf',
      documentVersion: '5.0 Rev. B',
      copies: 2,
      name: 'Ada Nurse',
      facility: 'St Mary’s Hospital',
      address: 'Ward 7\n1 Main Street\nSpringfield',
      email: 'ada@example.org',
      status: 'open',
      doneAt: null,
      createdAt: t.clock.now(),
    });
    expect(stored?.sessionId).toMatch(/^[0-9a-f]{12}$/);
    const [event] = await t.storage.audit.recent(1);
    expect(event).toMatchObject({ kind: 'paper-copy-requested', account: 'demo-acme' });
    expect(event?.detail).toContain(reference);
    for (const personal of ['Ada', 'Mary', 'Ward 7', 'example.org']) expect(event?.detail).not.toContain(personal);
  });

  it('stores markup as the text it is', async () => {
    const cookie = await signIn(t.app, 'demo');
    const name = '<script>alert("x")</script>';
    const facility = '<img src=x onerror=alert(1)> & Co';
    expect((await send(form({ name, facility }), cookie)).statusCode).toBe(201);
    expect((await t.storage.paperCopies.list())[0]).toMatchObject({ name, facility });
  });

  it('answers 401 without a session, audited as a denied access, and stores nothing', async () => {
    const response = await send(form());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Sign in first' });
    expect((await t.storage.audit.recent(1))[0]).toMatchObject({
      kind: 'access-denied',
      detail: 'paper-copy request (signed out)',
    });
    expect(await t.storage.paperCopies.list()).toEqual([]);
  });

  it('answers 403 for a line the account lacks, audited, and 404 for a line that does not exist', async () => {
    const cookie = await signIn(t.app, 'demo-acme');
    const denied = await send(form({ model: fixtureModels.otherBrand }), cookie);
    expect(denied.statusCode).toBe(403);
    expect((await t.storage.audit.recent(1))[0]).toMatchObject({
      kind: 'access-denied',
      account: 'demo-acme',
      detail: `paper-copy request: product:${fixtureModels.otherBrand}`,
    });
    expect((await send(form({ model: 'no-such-line' }), cookie)).statusCode).toBe(404);
    expect(await t.storage.paperCopies.list()).toEqual([]);
  });

  it('refuses a document that is not on an instructions-for-use page of the line', async () => {
    const cookie = await signIn(t.app, 'demo');
    for (const document of [
      'download:demo/enable-kvo.pdf',
      'secure-download:demo/instructions-for-use-v5.pdf',
      'download:demo/instructions-for-use-v5-rev-a.pdf',
      'download:../secret.pdf',
    ]) {
      const response = await send(form({ document }), cookie);
      expect(response.statusCode, document).toBe(400);
      expect(response.json()).toEqual({
        error: 'A paper copy can be requested only of a document on an instructions-for-use page of this product line',
        fields: { document: 'Not instructions for use of this product line' },
      });
    }
    expect(await t.storage.paperCopies.list()).toEqual([]);
  });

  it('names each bad field with what is wrong', async () => {
    const cookie = await signIn(t.app, 'demo');
    const cases: [Partial<Record<keyof PaperCopyRequest, unknown>>, Record<string, string>][] = [
      [{ name: '   ' }, { name: 'Required' }],
      [{ name: 'x'.repeat(101) }, { name: 'At most 100 characters' }],
      [{ name: 'Ada\nNurse' }, { name: 'Contains a character that is not allowed here' }],
      [{ facility: 'f'.repeat(201) }, { facility: 'At most 200 characters' }],
      [{ address: 'a'.repeat(501) }, { address: 'At most 500 characters' }],
      [{ address: 'Ward 7\u0000' }, { address: 'Contains a character that is not allowed here' }],
      [{ email: 'not-an-address' }, { email: 'Not a valid email address' }],
      [{ copies: 0 }, { copies: 'A whole number from 1 to 10' }],
      [{ copies: 11 }, { copies: 'A whole number from 1 to 10' }],
      [{ copies: 2.5 }, { copies: 'A whole number from 1 to 10' }],
      [{ copies: '2' }, { copies: 'A whole number from 1 to 10' }],
      [
        { email: undefined, facility: 7 },
        { email: 'Required', facility: 'Must be text' },
      ],
    ];
    for (const [changes, fields] of cases) {
      const response = await send(form(changes), cookie);
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json().fields, JSON.stringify(changes)).toEqual(fields);
    }
    const unknown = await send({ ...form(), phone: '555' }, cookie);
    expect(unknown.json()).toEqual({
      error: 'phone: Not a field of this form',
      fields: { phone: 'Not a field of this form' },
    });
    const two = await send(form({ email: 'x', copies: 0 }), cookie);
    expect(two.json().error).toBe('copies: A whole number from 1 to 10; email: Not a valid email address');
    expect((await send([], cookie)).json()).toEqual({
      error: 'The request must be a JSON object of the form’s fields',
    });
    expect(await t.storage.paperCopies.list()).toEqual([]);
  });

  it("takes a document of another language's instructions-for-use page, with that language's name", async () => {
    const cookie = await signIn(t.app, 'demo-acme');
    const response = await send(form({ document: 'download:demo/instrucciones-de-uso-v5.pdf' }), cookie);
    expect(response.statusCode).toBe(201);
    const [stored] = await t.storage.paperCopies.list();
    expect(stored).toMatchObject({
      documentName: 'Instrucciones de uso, versión 5 del software',
      documentPath: 'demo/instrucciones-de-uso-v5.pdf',
    });
  });

  it('takes only JSON: a body a cross-site form could send is refused', async () => {
    const cookie = await signIn(t.app, 'demo');
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: JSON.stringify(form()),
        headers: { cookie, 'content-type': contentType },
      });
      expect(response.statusCode, contentType).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, contentType).toBeLessThan(500);
    }
    expect(await t.storage.paperCopies.list()).toEqual([]);
  });

  it(`takes ${paperCopyLimit.max} requests an hour per session, then 429 with Retry-After`, async () => {
    const cookie = await signIn(t.app, 'demo');
    // Refused forms do not count.
    expect((await send(form({ email: 'x' }), cookie)).statusCode).toBe(400);
    for (let made = 0; made < paperCopyLimit.max; made++) {
      expect((await send(form(), cookie)).statusCode).toBe(201);
      t.clock.advance(60_000);
    }
    const refused = await send(form(), cookie);
    expect(refused.statusCode).toBe(429);
    // The first request was made five minutes ago, so the window frees a place in 55 minutes.
    expect(refused.headers['retry-after']).toBe(String(55 * 60));
    expect(refused.json().error).toBe('Too many requests from this session; try again in 55 minutes');
    expect((await t.storage.audit.recent(1))[0]).toMatchObject({
      kind: 'access-denied',
      detail: 'paper-copy request: too many from this session',
    });

    // Another session is counted apart.
    expect((await send(form(), await signIn(t.app, 'demo'))).statusCode).toBe(201);
    // An hour after the first request (the session kept alive meanwhile) one place is free again.
    for (const minutes of [25, 30]) {
      t.clock.advance(minutes * 60_000);
      expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(200);
    }
    expect((await send(form(), cookie)).statusCode).toBe(201);
    expect((await send(form(), cookie)).statusCode).toBe(429);
    expect(await t.storage.paperCopies.list()).toHaveLength(paperCopyLimit.max + 2);
  });
});
