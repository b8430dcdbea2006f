import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildLayout } from '../../engine/compiler/compile/build-layout';
import { drawSiteIcon } from '../../engine/compiler/compile/site-icon';
import { fixtureBuildDir } from '../../tests/fixtures/fixture-paths';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, type TestApp, testScryptCost } from '../testing/test-app';

const icon = { src: 'logos/icon.svg', themeColor: '#0b4f8a', shortName: 'Resources' };
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4"/></svg>';

let t: TestApp | undefined;
const folders: string[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The compiled fixture content with an icon in its site settings and, unless `drawn` is false, its files. */
function buildDirWithIcon(drawn = true): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-icon-'));
  folders.push(dir);
  cpSync(fixtureBuildDir, dir, { recursive: true });
  const compiled = JSON.parse(readFileSync(join(dir, buildLayout.site), 'utf8'));
  writeFileSync(join(dir, buildLayout.site), JSON.stringify({ ...compiled, site: { ...compiled.site, icon } }));
  if (drawn) {
    for (const [name, bytes] of Object.entries(drawSiteIcon(Buffer.from(svg)))) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), bytes);
    }
  }
  return dir;
}

describe('the site icon', () => {
  it('is answered at every address browsers and phones ask, without a session, cached and revalidated', async () => {
    const buildDir = buildDirWithIcon();
    t = await createTestApp({ env: { CONTENT_BUILD_DIR: buildDir } });
    const addresses = [
      ['/favicon.ico', 'image/x-icon', buildLayout.iconIco],
      ['/favicon.svg', 'image/svg+xml', buildLayout.iconSvg],
      ['/apple-touch-icon.png', 'image/png', buildLayout.iconPng(180)],
      ['/icons/icon-192.png', 'image/png', buildLayout.iconPng(192)],
      ['/icons/icon-512.png', 'image/png', buildLayout.iconPng(512)],
    ] as const;
    for (const [url, type, file] of addresses) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe(type);
      expect(response.headers['cache-control'], url).toBe('public, max-age=86400');
      if (type === 'image/svg+xml') expect(response.headers['content-encoding']).toBe('br');
      else expect(response.rawPayload.equals(readFileSync(join(buildDir, file))), url).toBe(true);
      const etag = String(response.headers.etag);
      const again = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip', 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
    }
    const plain = await t.app.inject({ url: '/favicon.svg' });
    expect(plain.body).toBe(svg);
  });

  it('is described by the web app manifest, from the site settings', async () => {
    t = await createTestApp({ env: { CONTENT_BUILD_DIR: buildDirWithIcon() } });
    const response = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.json()).toEqual({
      name: 'CUSTOMER RESOURCES',
      short_name: 'Resources',
      start_url: '/',
      display: 'browser',
      theme_color: '#0b4f8a',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    });
  });

  it('without one in the settings, answers /favicon.ico with no content and the other addresses 404', async () => {
    t = await createTestApp();
    const favicon = await t.app.inject({ url: '/favicon.ico' });
    expect(favicon.statusCode).toBe(204);
    expect(favicon.body).toBe('');
    for (const url of ['/favicon.svg', '/apple-touch-icon.png', '/icons/icon-192.png', '/manifest.webmanifest']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('named in the settings but not drawn, stops the server with the fix', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      CONTENT_BUILD_DIR: buildDirWithIcon(false),
      DATABASE_PATH: ':memory:',
    });
    await expect(buildApp({ config, scryptCost: testScryptCost })).rejects.toThrow(
      /The site's icon was not drawn: missing .*favicon\.ico.*\nRun `npm run content:compile` first\./,
    );
  });
});
