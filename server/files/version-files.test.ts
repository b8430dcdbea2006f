/**
 * Earlier versions of a document are delivered by the same file routes as its current file: to an
 * account that has the line, audited; refused to any other exactly as the current file is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureModels } from '../testing/fixture-content';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';

/** A current file of the first line with the earlier version listed under it, for each file route. */
const files = {
  public: {
    current: 'demo/instructions-for-use-v5.pdf',
    earlier: 'demo/instructions-for-use-v5-rev-a.pdf',
    url: (key: string) => `/public/${key}`,
    folder: 'files',
  },
  secure: {
    current: 'acme/compatibility.pdf',
    earlier: 'acme/compatibility-2023.pdf',
    url: (key: string) => `/secure-download?file=${encodeURIComponent(key)}`,
    folder: 'secure',
  },
} as const;

/** The one-line demo account, given only the other brand's line: it lacks the line of these files. */
const otherLineAccount = 'demo-acme';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function moveToOtherLine(): Promise<void> {
  const account = await t.storage.accounts.findByName(otherLineAccount);
  if (!account) throw new Error(`no ${otherLineAccount} account`);
  await t.storage.accounts.setModels(account.id, [fixtureModels.otherBrand]);
}

describe.each(Object.entries(files))('an earlier version (%s)', (kind, file) => {
  it('is delivered to an account that has the line, and audited', async () => {
    const cookie = await signIn(t.app, 'demo-acme');
    const response = await t.app.inject({ url: file.url(file.earlier), headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.equals(readFileSync(join(t.tree.contentDir, file.folder, file.earlier)))).toBe(true);
    expect((await t.storage.audit.recent(1))[0]).toMatchObject({
      kind: 'file-delivered',
      account: 'demo-acme',
      detail: `${kind}:${file.earlier}`,
    });
  });

  it('is refused to an account without the line exactly as the current file is', async () => {
    await moveToOtherLine();
    const cookie = await signIn(t.app, otherLineAccount);
    const answers = [];
    for (const key of [file.current, file.earlier]) {
      const response = await t.app.inject({ url: file.url(key), headers: { cookie } });
      const [row] = await t.storage.audit.recent(1);
      answers.push({ status: response.statusCode, body: response.json(), audit: [row?.kind, row?.detail] });
    }
    const [current, earlier] = answers;
    expect(current).toMatchObject({ status: 404, audit: ['access-denied', `${kind}:${file.current}`] });
    expect(earlier).toEqual({ ...current, audit: ['access-denied', `${kind}:${file.earlier}`] });
  });

  it('is refused signed out exactly as the current file is', async () => {
    const [current, earlier] = await Promise.all(
      [file.current, file.earlier].map((key) => t.app.inject({ url: file.url(key) })),
    );
    expect(earlier?.statusCode).toBe(current?.statusCode);
    expect(earlier?.statusCode).toBe(kind === 'secure' ? 302 : 401);
    const location = (key: string) =>
      kind === 'secure' ? `/login?requestedFile=${encodeURIComponent(key)}` : undefined;
    expect(current?.headers.location).toBe(location(file.current));
    expect(earlier?.headers.location).toBe(location(file.earlier));
  });
});
