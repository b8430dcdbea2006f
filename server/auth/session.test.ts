/** Which requests look up the session their cookie names. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureModels } from '../../tests/fixtures/fixture-content';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('session lookup', () => {
  it('is skipped for fingerprinted assets, which answer everyone alike, and made for gated answers', async () => {
    writeFileSync(join(t.tree.siteDir, 'assets', 'app-abcd1234.js'), 'export {};\n');
    const cookie = await signIn(t.app, 'demo-acme');
    const resolve = vi.spyOn(t.app.sessions, 'resolve');

    const asset = await t.app.inject({ url: '/assets/app-abcd1234.js', headers: { cookie } });
    expect(asset.statusCode).toBe(200);
    expect(resolve).not.toHaveBeenCalled();

    const manifest = await t.app.inject({ url: `/api/products/${fixtureModels.first}`, headers: { cookie } });
    expect(manifest.statusCode).toBe(200);
    expect(resolve).toHaveBeenCalledTimes(1);
  });
});
