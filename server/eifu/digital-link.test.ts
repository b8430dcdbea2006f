/** The GS1 Digital Link resolver over the fixture content: from a label's address to the device's instructions. */
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

describe('/01/<GTIN>', () => {
  it('sends each form of a GTIN (14, 13, 12 and 8 digits) to its device, as the 14-digit GTIN', async () => {
    const cases = [
      ['/01/09501101530003', '/eifu/demo-pump/en?gtin=09501101530003'],
      ['/01/9501101531000', '/eifu/demo-pump/en?gtin=09501101531000'],
      ['/01/036000291452', '/eifu/demo-pump/en?gtin=00036000291452'],
      ['/01/96385074', '/eifu/demo-pump/en?gtin=00000096385074'],
      ['/01/09501101532007', '/eifu/other-pump/en?gtin=09501101532007'],
    ];
    for (const [url, location] of cases) {
      const response = await get(url ?? '');
      expect(response.statusCode, url).toBe(307);
      expect(response.headers.location, url).toBe(location);
    }
  });

  it('keeps to the device with a lot, a serial or both, and with linkType gs1:eifu', async () => {
    for (const url of [
      '/01/09501101530003/10/LOT42',
      '/01/09501101530003/21/SN-0001',
      '/01/09501101530003/10/LOT42/21/SN-0001',
      '/01/09501101530003?linkType=gs1:eifu',
      '/01/09501101530003/10/LOT42?linkType=gs1:eifu',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(307);
      expect(response.headers.location, url).toBe('/eifu/demo-pump/en?gtin=09501101530003');
    }
  });

  it("sends a browser to its language's instructions, and to the default language with a notice when they are not in it", async () => {
    const spanish = await get('/01/09501101530003', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' });
    expect(spanish.headers.location).toBe('/eifu/demo-pump/es?gtin=09501101530003');
    expect(spanish.headers.vary).toMatch(/Accept-Language/i);

    // The software version 4 instructions are published in English only.
    const notInSpanish = await get('/01/9501101531000', { 'accept-language': 'es' });
    expect(notInSpanish.headers.location).toBe('/eifu/demo-pump/en?gtin=09501101531000&fallback=1');
    const page = await get(notInSpanish.headers.location as string);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('not published in your browser&#39;s language; they are shown in English');

    const french = await get('/01/09501101530003', { 'accept-language': 'fr-FR' });
    expect(french.headers.location).toBe('/eifu/demo-pump/en?gtin=09501101530003&fallback=1');
    const noPreference = await get('/01/09501101530003');
    expect(noPreference.headers.location).toBe('/eifu/demo-pump/en?gtin=09501101530003');
  });

  it("shows only the device's instructions on the page it lands on", async () => {
    const page = await get('/eifu/demo-pump/en?gtin=09501101531000');
    expect(page.body).toContain('Instructions for use, software version 4');
    expect(page.body).not.toContain('Instructions for use, software version 5');
    expect(page.body).toContain('Instructions for use of the device 09501101531000.');
  });

  it('answers the link set of the device as application/linkset+json', async () => {
    const response = await get('/01/96385074?linkType=all');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/linkset+json');
    const origin = t.app.config.publicOrigin;
    expect(JSON.parse(response.body)).toEqual({
      linkset: [
        {
          anchor: `${origin}/01/00000096385074`,
          'https://gs1.org/voc/eifu': [
            {
              href: `${origin}/eifu/demo-pump/en?gtin=00000096385074`,
              title: 'Instructions for use, software version 5',
              hreflang: ['en'],
              type: 'text/html',
            },
            {
              href: `${origin}/eifu/demo-pump/es?gtin=00000096385074`,
              title: 'Instrucciones de uso, versión 5 del software',
              hreflang: ['es'],
              type: 'text/html',
            },
          ],
          'https://gs1.org/voc/defaultLink': [
            {
              href: `${origin}/eifu/demo-pump/en?gtin=00000096385074`,
              title: 'Instructions for use, software version 5',
              hreflang: ['en'],
              type: 'text/html',
            },
          ],
        },
      ],
    });
  });

  it("answers an unknown GTIN with a page in the browser's language, 404", async () => {
    const response = await get('/01/09501101539990', { 'accept-language': 'es' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain('No hay instrucciones de uso publicadas para el dispositivo 09501101539990.');
  });

  it('answers a malformed GTIN or qualifier with a page, 404, never an error', async () => {
    for (const url of [
      '/01/09501101530004',
      '/01/12345',
      '/01/abcdefghijklmn',
      '/01/',
      '/01/09501101530003/99/x',
      '/01/09501101530003/10',
      '/01/%3Cscript%3E',
      '/01/..%2F..%2Fsecure',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toMatch(/is not a valid GTIN/);
      expect(response.body, url).not.toContain('<script>');
    }
  });
});
