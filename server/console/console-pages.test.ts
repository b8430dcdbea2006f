import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestConsole, type TestConsole } from '../testing/test-console';
import { consoleDirOf } from './console-pages';

let test: TestConsole;
let folder: string;
const page =
  '<!doctype html><title>Operators’ console</title><script type="module" src="/admin/assets/app-1a2b.js"></script>';

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'console-build-'));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'index.html'), page);
  writeFileSync(join(folder, 'assets', 'app-1a2b.js'), 'export {};');
  test = await createTestConsole({ build: { consoleDir: folder } });
});
afterEach(async () => {
  await test.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("the console's pages", () => {
  it('answer every page address under /admin/ with the console page (history fallback)', async () => {
    for (const url of ['/admin/', '/admin/accounts', '/admin/audit?kinds=login-ok']) {
      const answer = await test.app.inject({ url, headers: { accept: 'text/html' } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(page);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serve fingerprinted assets for a year, and missing files and API addresses as 404', async () => {
    const asset = await test.app.inject({ url: '/admin/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await test.app.inject({ url: '/admin/assets/gone.js' })).statusCode).toBe(404);
    expect((await test.app.inject({ url: '/admin/api/gone', headers: { accept: 'text/html' } })).statusCode).toBe(404);
  });

  it('are read from console/ beside the site build', () => {
    expect(consoleDirOf('/srv/portal/build/site')).toBe('/srv/portal/build/console');
  });
});
