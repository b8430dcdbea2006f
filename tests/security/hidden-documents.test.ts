/**
 * A document the content marks hidden is not delivered: its file answers as a missing one does,
 * even to an account that may see the document's product line. Runs on the demo content, whose
 * quick tips keep a superseded sheet hidden, compiled afresh by the real compiler.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileContent, writeCompiled } from '../../scripts/content/write-content';
import { createTestApp, signIn, type TestApp } from '../../server/testing/test-app';

const root = join(import.meta.dirname, '..', '..');
const contentDir = join(root, 'content');
const hiddenFile = 'ivenix/quick-tips/anesthesia-mode-2024.pdf';
const shownFile = 'ivenix/quick-tips/anesthesia-mode.pdf';

let buildDir: string;
let t: TestApp;
let cookie: string;

/** What a client can tell of a refusal. */
const seen = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  contentType: response.headers['content-type'],
  body: response.body,
});

beforeAll(async () => {
  const result = compileContent(contentDir);
  if (!result.ok) throw new Error('The demo content does not compile: run `npm run content:check`');
  buildDir = mkdtempSync(join(tmpdir(), 'portal-hidden-'));
  await writeCompiled(result.compiled, buildDir, { contentDir, cacheDir: join(root, '.cache'), warn: () => {} });
  t = await createTestApp({ env: { CONTENT_DIR: contentDir, CONTENT_BUILD_DIR: buildDir } });
  cookie = await signIn(t.app, 'demo');
});
afterAll(async () => {
  await t?.close();
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

describe('the file of a hidden document', () => {
  it('is a hidden document of the demo content, whose file exists', () => {
    const section = JSON.parse(readFileSync(join(contentDir, 'products/ivenix/sections/quick-tips.json'), 'utf8'));
    expect(section.documents).toContainEqual(expect.objectContaining({ filePath: hiddenFile, hidden: true }));
    expect(readFileSync(join(contentDir, 'files', hiddenFile)).length).toBeGreaterThan(0);
  });

  it('answers 404 as a missing file does, to an account that may see the line', async () => {
    const get = (file: string) => t.app.inject({ url: `/public/${file}`, headers: { cookie } });
    expect((await get(shownFile)).statusCode).toBe(200);
    const hidden = await get(hiddenFile);
    expect(hidden.statusCode).toBe(404);
    expect(seen(hidden)).toEqual(seen(await get('ivenix/quick-tips/no-such-sheet.pdf')));
  });
});
