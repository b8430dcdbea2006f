import { rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { ContentLoadError } from './content/compiled-content';
import { fixtureFiles, fixtureModels, writeFixtureTree } from './testing/fixture-content';
import { createTestApp, signIn, type TestApp } from './testing/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Sends a request line exactly as written: fetch and inject would normalise the `..` away. */
function rawRequest(port: number, target: string, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: localhost\r\nAccept: text/html\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}Connection: close\r\n\r\n`,
      );
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])));
    socket.on('error', reject);
  });
}

describe('raw path traversal requests', () => {
  it('never answer 200 or 500', async () => {
    t = await createTestApp();
    const cookie = await signIn(t.app, 'demo');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const targets = [
      '/public/../package.json',
      '/public/../../package.json',
      '/public/%2e%2e%2fpackage.json',
      '/public/%2e%2e/%2e%2e/package.json',
      '/public/demo/../../../package.json',
      '/public/training/../../package.json',
      '/public/training/..%2f..%2fpackage.json',
      '/secure-download?file=../../package.json',
      '/images/../../package.json',
      '/images/%2e%2e%2f%2e%2e%2fpackage.json',
      '/../package.json',
      '/%2e%2e%2fpackage.json',
      '/assets/../../package.json',
      '/public/%E0%A4%A',
    ];
    for (const target of targets) {
      for (const header of [undefined, cookie]) {
        const status = await rawRequest(port, target, header);
        expect(status, target).not.toBe(200);
        expect(status, target).toBeGreaterThanOrEqual(300);
        expect(status, target).toBeLessThan(500);
      }
    }
  });
});

describe('client address', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    t = await createTestApp();
    await t.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { ...headers, cookie: await signIn(t.app, 'demo') },
    });
    expect((await t.storage.audit.recent(1))[0]?.clientAddress).toBe('127.0.0.1');
    await t.close();
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    await t.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { ...headers, cookie: await signIn(t.app, 'demo') },
    });
    expect((await t.storage.audit.recent(1))[0]?.clientAddress).toBe('203.0.113.7');
  });
});

describe('start-up checks', () => {
  it('refuses to build without compiled content, naming the command to run', async () => {
    const tree = writeFixtureTree();
    rmSync(tree.buildDir, { recursive: true });
    const config = loadConfig({ NODE_ENV: 'test', CONTENT_BUILD_DIR: tree.buildDir, DATABASE_PATH: ':memory:' });
    const attempt = buildApp({ config });
    await expect(attempt).rejects.toBeInstanceOf(ContentLoadError);
    await expect(attempt).rejects.toThrow('npm run content:compile');
    tree.cleanup();
  });

  it('refuses to build with invalid compiled content, listing the errors', async () => {
    const tree = writeFixtureTree();
    writeFileSync(
      join(tree.buildDir, 'products', `${fixtureModels.otherBrand}.json`),
      JSON.stringify({ product: {}, sections: {} }),
    );
    const config = loadConfig({ NODE_ENV: 'test', CONTENT_BUILD_DIR: tree.buildDir, DATABASE_PATH: ':memory:' });
    await expect(buildApp({ config })).rejects.toThrow(
      `products/${fixtureModels.otherBrand}.json: /product: "brand" is required`,
    );
    tree.cleanup();
  });

  it('seeds the demo accounts in demo mode only', async () => {
    t = await createTestApp();
    expect((await t.storage.accounts.list()).map((account) => account.name)).toEqual(['demo', 'demo-acme']);
    await t.close();
    t = await createTestApp({ env: { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), ...productionValues } });
    expect(await t.storage.accounts.list()).toEqual([]);
  });
});

const productionValues = {
  SUPPORT_PHONE: '1-800-000-0000',
  SUPPORT_EMAIL: 'help@example.org',
  EIFU_PASSWORD: 'secret',
  LEARNING_LIBRARY_URL: `/public/training/${fixtureFiles.training}`,
};
