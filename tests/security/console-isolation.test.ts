/**
 * The operators' console is its own site: never on the portal's public port, and neither side's
 * session cookie opens anything on the other, whatever name it is sent under.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../server/auth/session-cookie';
import { plainConsoleCookieName } from '../../server/console/console-cookie';
import { signIn } from '../../server/testing/test-app';
import {
  addOperator,
  createTestConsole,
  signInOperator,
  type TestConsole,
  type TestOperator,
} from '../../server/testing/test-console';

let test: TestConsole;
let ada: TestOperator;

beforeEach(async () => {
  test = await createTestConsole();
  ada = await addOperator(test.storage, 'ada', 'admin', test.clock.now());
});
afterEach(() => test.close());

const cookieValue = (cookie: string, name: string) =>
  cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1) ?? '';

describe("the portal's public port", () => {
  it("answers 404 for /admin and everything under it: the portal's not-found page to a browser, never the console", async () => {
    for (const url of ['/admin', '/admin/', '/admin/accounts', '/admin/api/session', '/admin/index.html']) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await test.portal.app.inject({ method, url, headers: { accept: 'text/html' } });
        expect(answer.statusCode, `${method} ${url}`).toBe(404);
        expect(answer.body, `${method} ${url}`).toContain('<meta name="error-status" content="404" />');
        expect(answer.body, `${method} ${url}`).not.toMatch(/\/admin\/assets|console/i);
        const fetched = await test.portal.app.inject({ method, url, headers: { accept: 'application/json' } });
        expect(fetched.statusCode, `${method} ${url}`).toBe(404);
        expect(fetched.headers['content-type'], `${method} ${url}`).not.toContain('text/html');
      }
    }
  });
});

describe('sessions of the other side', () => {
  it("a customer's session opens nothing in the console", async () => {
    const customer = await signIn(test.portal.app, 'demo');
    const token = cookieValue(customer, sessionCookieName);
    for (const cookie of [customer, `${plainConsoleCookieName}=${token}`, `__Host-console=${token}`]) {
      expect((await test.app.inject({ url: '/admin/api/accounts', headers: { cookie } })).statusCode).toBe(401);
      expect((await test.app.inject({ url: '/admin/api/session', headers: { cookie } })).json()).toEqual({
        signedIn: false,
      });
    }
  });

  it("an operator's session opens nothing in the portal", async () => {
    const { cookie } = await signInOperator(test, ada);
    const token = cookieValue(cookie, plainConsoleCookieName);
    for (const sent of [cookie, `${sessionCookieName}=${token}`]) {
      expect((await test.portal.app.inject({ url: '/api/catalogue', headers: { cookie: sent } })).statusCode).toBe(401);
      expect((await test.portal.app.inject({ url: '/api/session', headers: { cookie: sent } })).statusCode).toBe(204);
    }
  });
});

describe("the console's own site", () => {
  it('sends / to /admin/ and answers page addresses under /admin/ with the console page', async () => {
    const root = await test.app.inject({ url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/admin/');
    const deep = await test.app.inject({ url: '/admin/accounts/ward-7', headers: { accept: 'text/html' } });
    // The fixture tree has no console build: the page says so instead of a blank 404.
    expect([200, 503]).toContain(deep.statusCode);
    const api = await test.app.inject({ url: '/admin/api/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
  });

  it('sends a strict Content-Security-Policy and refuses to be framed', async () => {
    const answer = await test.app.inject({ url: '/admin/api/session' });
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe');
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });
});
