/**
 * The portal is gated, so search engines are kept out of all of it but the public instructions for
 * use: /robots.txt disallows everything else, and every other answer, whatever it is (a page, a
 * file, a refusal, an answer Node's parser wrote, the console's), carries `X-Robots-Tag: noindex`
 * for the crawlers that fetch anyway. The public eIFU pages, their files and the label resolver are
 * meant to be found, so they are allowed and carry no noindex.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureFiles } from '../../server/testing/fixture-content';
import { signIn } from '../../server/testing/test-app';
import { createTestConsole, type TestConsole } from '../../server/testing/test-console';
import { type AttackServer, startAttackServer } from './testing/attack-server';
import { portOf, rawRequest } from './testing/raw-http';

let server: AttackServer | undefined;
let console_: TestConsole | undefined;
afterEach(async () => {
  await server?.close();
  await console_?.close();
  server = undefined;
  console_ = undefined;
});

describe('search engines', () => {
  it('are asked by /robots.txt, to anyone signed in or not, to fetch nothing but the public eIFU pages in each language and the label resolver', async () => {
    server = await startAttackServer();
    const answer = await server.request('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body.toString('utf8')).toBe(
      'User-agent: *\nAllow: /eifu\nAllow: /es/eifu\nAllow: /01/\nDisallow: /\n',
    );
  });

  it('are not told noindex by the public eIFU pages, their files and the label resolver, and are by gated look-alikes', async () => {
    server = await startAttackServer();
    const publicAnswers = {
      list: '/eifu',
      'list in Spanish': '/es/eifu',
      'line page': '/eifu/demo-pump/en',
      'availability page': '/eifu/about',
      file: '/eifu/files/demo-pump/2025-07-08/instructions-for-use-v5.pdf',
      'label resolver': '/01/09501101530003',
    };
    for (const [label, target] of Object.entries(publicAnswers)) {
      const answer = await server.request(target);
      expect(answer.status, label).toBeLessThan(400);
      expect(answer.headers['x-robots-tag'], label).toBeUndefined();
    }
    for (const target of ['/eifuX', '/api/eifu', '/demo/eifu', '/01']) {
      expect((await server.request(target)).headers['x-robots-tag'], target).toBe('noindex');
    }
  });

  it('are told noindex by every answer of the portal: pages, data, files, refusals, unknown addresses, malformed requests', async () => {
    server = await startAttackServer();
    const cookie = await signIn(server.app, 'demo');
    const signedIn = (target: string) => ({ target, headers: { cookie } });
    const requests = {
      'login page': { target: '/login', headers: { accept: 'text/html' } },
      'site settings': '/api/site',
      'robots.txt': '/robots.txt',
      'security.txt': '/.well-known/security.txt',
      'signed out': '/api/catalogue',
      catalogue: signedIn('/api/catalogue'),
      document: signedIn(`/public/${fixtureFiles.tips}`),
      'unknown address': '/no/such/page.php',
      'malformed header': { target: '/api/site', headers: { 'bad header': 'x' } },
    };
    const statuses: Record<string, number> = {};
    for (const [label, request] of Object.entries(requests)) {
      const answer = await server.request(request);
      statuses[label] = answer.status;
      expect(answer.headers['x-robots-tag'], label).toBe('noindex');
    }
    // Each kind of answer was the one meant: a refusal refused, a file delivered.
    expect(statuses).toMatchObject({
      'signed out': 401,
      document: 200,
      'unknown address': 404,
      'malformed header': 400,
    });
  });

  it("are told noindex by the console's answers too", async () => {
    console_ = await createTestConsole();
    await console_.app.listen({ host: '127.0.0.1', port: 0 });
    const port = portOf(console_.app.server.address());
    for (const target of ['/admin/', '/admin/api/session']) {
      expect((await rawRequest(port, { target })).headers['x-robots-tag'], target).toBe('noindex');
    }
  });
});
