/** The public eIFU pages and files over the fixture content: what a reader without a password sees. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('/eifu', () => {
  it('lists the lines with public instructions for use, each language a link, in the default language', async () => {
    const response = await get('/eifu');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<h1>Instructions for use</h1>');
    expect(response.body).toContain('href="/eifu/demo-pump/en"');
    expect(response.body).toContain('href="/eifu/demo-pump/es"');
    expect(response.body).toContain('href="/eifu/other-pump/en"');
    // demo-bags has no document marked as regulatory.
    expect(response.body).not.toContain('demo-bags');
    expect(response.body).not.toContain('<script');
  });

  it('is in Spanish at /es/eifu, and every page links to the availability page and the paper-copy form', async () => {
    const response = await get('/es/eifu');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain('<h1>Instrucciones de uso</h1>');
    expect(response.body).toContain('href="/es/eifu/about"');
    expect(response.body).toContain('href="/es/eifu/paper-copy"');
  });
});

describe('/eifu/<line>/<language>', () => {
  it('shows each document with revision, date of issue, size, SHA-256, its file and every earlier version', async () => {
    const response = await get('/eifu/demo-pump/en');
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('Instructions for use, software version 5');
    expect(body).toContain('Instructions for use, software version 4');
    expect(body).not.toContain('Flushing sheet');
    expect(body).not.toContain('compatibility');
    const v5 = readFileSync(join(t.tree.contentDir, 'files/demo/instructions-for-use-v5.pdf'));
    expect(body).toContain(createHash('sha256').update(v5).digest('hex'));
    expect(body).toContain('href="/eifu/files/demo-pump/2025-07-08/instructions-for-use-v5.pdf"');
    expect(body).toContain('July 08, 2025');
    expect(body).toContain('<h3>Earlier versions</h3>');
    expect(body).toContain('href="/eifu/files/demo-pump/2025-01-20/instructions-for-use-v5-rev-a.pdf"');
    expect(body).toContain('January 20, 2025');
    expect(body).toContain('href="/eifu/about"');
    expect(body).toContain('href="/eifu/paper-copy"');
    // The label's QR code of each device shown.
    expect(body).toMatch(/<svg[^>]*>/);
  });

  it("shows the line's safety notices and leads to its Atom feed and e-mail updates", async () => {
    const response = await get('/eifu/demo-pump/en');
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('Occlusion alarm may sound late');
    expect(body).toContain('href="/eifu/notices/demo/notices/fsn-occlusion.pdf"');
    expect(body).toContain('<link rel="alternate" type="application/atom+xml" href="/eifu/demo-pump/en/feed.atom">');
    expect(body).toContain('href="/eifu/demo-pump/en/subscribe"');
    // Each address the page gives answers.
    for (const url of ['/eifu/demo-pump/en/feed.atom', '/eifu/demo-pump/en/subscribe'])
      expect((await get(url)).statusCode, url).toBe(200);
  });

  it('writes the Spanish page in Spanish, dates included', async () => {
    const response = await get('/eifu/demo-pump/es');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain('Instrucciones de uso, versión 5 del software');
    expect(response.body).toContain('21 de agosto de 2025');
    expect(response.body).not.toContain('software version 4');
  });

  it('answers a line, language or address that names nothing with a page, 404', async () => {
    for (const url of [
      '/eifu/demo-bags/en',
      '/eifu/nothing/en',
      '/eifu/demo-pump/fr',
      '/eifu/other-pump/es',
      '/eifu/a/b/c',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
    }
  });
});

describe('/eifu/files', () => {
  it('delivers a listed file and each earlier version without a session', async () => {
    for (const [address, source] of [
      ['/eifu/files/demo-pump/2025-07-08/instructions-for-use-v5.pdf', 'files/demo/instructions-for-use-v5.pdf'],
      [
        '/eifu/files/demo-pump/2025-01-20/instructions-for-use-v5-rev-a.pdf',
        'files/demo/instructions-for-use-v5-rev-a.pdf',
      ],
    ] as const) {
      const response = await get(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.equals(readFileSync(join(t.tree.contentDir, source)))).toBe(true);
    }
  });
});

describe('/eifu/about', () => {
  it('states the availability target, the support phone and e-mail, and how to check a file', async () => {
    const response = await get('/eifu/about');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('99.9 %');
    expect(response.body).toContain(t.app.config.supportPhone);
    expect(response.body).toContain(t.app.config.supportEmail);
    for (const command of ['sha256sum', 'Get-FileHash', 'shasum -a 256']) expect(response.body).toContain(command);
  });
});
