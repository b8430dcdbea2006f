/**
 * Hospital sign-in against a real OpenID Connect provider (the demo hospital's, oidc-provider on a
 * free loopback port), never a stand-in for the protocol: the provider with the portal as its
 * client, an account connected to it, and a browser that walks the whole trip. The browser keeps
 * each site's cookies, answers the portal's addresses with `app.inject` and the provider's over
 * HTTP, and follows redirects and the portal's continue page as a browser would.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SessionAnswer } from '../../engine/shared/types';
import type { BuildAppOptions } from '../app';
import { type DemoStaffMember, demoStaff } from '../sso/demo-hospital';
import {
  type DemoClient,
  type DemoIdentityProvider,
  type DemoIdentityProviderOptions,
  startDemoIdentityProvider,
} from '../sso/demo-identity-provider';
import type { CustomFetch } from '../sso/identity-providers';
import { clientSecretSealer } from '../sso/sso-secrets';
import type { AccountSsoRecord } from '../storage/records';
import type { Storage } from '../storage/storage';
import { createTestApp, type TestApp } from './test-app';

/** Where the portal says it is reached (PUBLIC_ORIGIN): the redirect URI the provider knows. Nothing listens there. */
export const portalOrigin = 'http://127.0.0.1:19150';

/** The portal's client at the test provider. */
export const portalClient: DemoClient = {
  clientId: 'portal-under-test',
  clientSecret: 'a client secret the portal keeps sealed',
  portalOrigins: [portalOrigin],
};

function staffMember(role: string): DemoStaffMember {
  const member = demoStaff.find((candidate) => candidate.role === role);
  if (!member) throw new Error(`No demo ${role}`);
  return member;
}

export const nurse = staffMember('nurse');
export const pharmacist = staffMember('pharmacist');

export async function startTestProvider(
  options: Partial<DemoIdentityProviderOptions> = {},
): Promise<DemoIdentityProvider> {
  return startDemoIdentityProvider({ port: 0, clients: [portalClient], ...options });
}

export interface SsoTestApp extends TestApp {
  /** Moves the portal's clock (which starts at the real time: tokens carry real times). */
  advance(ms: number): void;
}

/** The portal over fixture content at portalOrigin, the demo account connected to `issuer`. */
export async function createSsoTestApp(
  issuer: string,
  options: { env?: Record<string, string>; build?: Partial<BuildAppOptions> } = {},
): Promise<SsoTestApp> {
  let offset = 0;
  const test = await createTestApp({
    env: { PUBLIC_ORIGIN: portalOrigin, ...options.env },
    build: { now: () => Date.now() + offset, ...options.build },
  });
  await connectAccount(test.app, 'demo', issuer);
  return {
    ...test,
    advance: (ms) => {
      offset += ms;
    },
  };
}

/**
 * The portal's own traffic to providers, passed through as it is (a real provider answers), except
 * that the token endpoint's answers are kept, and the next one's ID token can be swapped for
 * another: what an attacker who injects a token, or a provider that mixes clients up, would do.
 */
export function tokenTap() {
  const answers: Record<string, unknown>[] = [];
  const requests: URLSearchParams[] = [];
  let swap: string | undefined;
  const tap: CustomFetch = async (url, options) => {
    const response = await fetch(url, options as RequestInit);
    if (!new URL(url).pathname.endsWith('/token')) return response;
    requests.push(new URLSearchParams(String(options.body ?? '')));
    const body = (await response.json()) as Record<string, unknown>;
    answers.push({ ...body });
    if (swap !== undefined) body.id_token = swap;
    swap = undefined;
    return new Response(JSON.stringify(body), {
      status: response.status,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    });
  };
  return {
    fetch: tap,
    /** Every token answer the portal received, as the provider sent it. */
    answers,
    /** Every token request the portal sent (code, code_verifier, redirect_uri…). */
    requests,
    swapNextIdToken(token: string): void {
      swap = token;
    },
  };
}

/** Connects an account to the provider as an operator would, the client secret sealed under the app's secret. */
export async function connectAccount(
  app: FastifyInstance,
  accountName: string,
  issuer: string,
  changes: Partial<AccountSsoRecord> = {},
  client: DemoClient = portalClient,
): Promise<void> {
  const storage: Storage = app.storage;
  const account = await storage.accounts.findByName(accountName);
  if (!account) throw new Error(`no account ${accountName}`);
  await storage.accountSso.set({
    accountId: account.id,
    issuer,
    clientId: client.clientId,
    sealedClientSecret: clientSecretSealer(app.secret).seal(account.id, client.clientSecret),
    domains: [nurse.email.split('@')[1] ?? ''],
    groupClaim: null,
    groupValue: null,
    passwordAllowed: true,
    updatedAt: app.now(),
    updatedBy: 'test',
    ...changes,
  });
}

export interface Visit {
  url: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Cookies of one site by name; a cleared or expired one is forgotten. */
class CookieJar {
  readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some(
        (attribute) =>
          /^\s*max-age=0\s*$/i.test(attribute) ||
          (/^\s*expires=/i.test(attribute) && Date.parse(attribute.split('=')[1] ?? '') <= Date.now()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

const headerText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''));

/** Where a visit leads by itself: a redirect's Location, or a continue page's refresh; undefined for a page that stays. */
function nextOf(visit: Visit): string | undefined {
  const next =
    visit.status >= 300 && visit.status < 400 ? visit.headers.location : visit.status === 200 && refreshOf(visit.body);
  return next ? new URL(next, visit.url).href : undefined;
}

/** The address a page of the portal goes on to by itself (its continue page's refresh), if any. */
function refreshOf(body: string): string | undefined {
  const found = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(body)?.[1];
  return found?.replaceAll('&amp;', '&');
}

export class TestBrowser {
  readonly portal = new CookieJar();
  readonly provider = new CookieJar();
  /** Every address visited, in order. */
  readonly trail: string[] = [];

  /** `app`: the portal instance the browser's next requests reach (two instances share one database). */
  constructor(public app: FastifyInstance) {}

  async visit(url: string, form?: Record<string, string>): Promise<Visit> {
    const address = new URL(url, portalOrigin);
    this.trail.push(address.href);
    if (address.origin === portalOrigin) {
      const response: LightMyRequestResponse = await this.app.inject({
        method: 'GET',
        url: `${address.pathname}${address.search}`,
        headers: { cookie: this.portal.header(), accept: 'text/html', 'sec-fetch-dest': 'document' },
      });
      this.portal.keep(([] as string[]).concat(response.headers['set-cookie'] ?? []));
      const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k, headerText(v)]));
      return { url: address.href, status: response.statusCode, headers, body: response.body };
    }
    const response = await fetch(address, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: this.provider.header(),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: form && new URLSearchParams(form),
    });
    this.provider.keep(response.headers.getSetCookie());
    return {
      url: address.href,
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    };
  }

  /** The portal's answer to GET /api/session with this browser's cookie: the session, or undefined (204). */
  async session(): Promise<SessionAnswer | undefined> {
    const response = await this.app.inject({ url: '/api/session', headers: { cookie: this.portal.header() } });
    return response.statusCode === 200 ? (response.json() as SessionAnswer) : undefined;
  }

  /** Visits `url` and follows redirects and continue pages until a page that stays. */
  async follow(url: string, form?: Record<string, string>): Promise<Visit> {
    let visit = await this.visit(url, form);
    for (let hops = 0; hops < 20; hops++) {
      const next = nextOf(visit);
      if (!next) return visit;
      visit = await this.visit(next);
    }
    throw new Error(`Too many redirects: ${this.trail.join(' → ')}`);
  }

  /** Follows from `url` until the next address would be one `stop` picks, and returns that address unvisited. */
  async until(url: string, stop: (next: string) => boolean): Promise<string> {
    let visit = await this.visit(url);
    for (let hops = 0; hops < 20; hops++) {
      const next = nextOf(visit);
      if (!next) throw new Error(`Stopped at ${visit.url} (${visit.status}) before the address sought`);
      if (stop(next)) return next;
      visit = await this.visit(next);
    }
    throw new Error(`Too many redirects: ${this.trail.join(' → ')}`);
  }

  /** The form of a provider's page that posts to `step` (login, consent, abort), as an absolute address. */
  static formAction(page: Visit, step: 'login' | 'consent' | 'abort'): string {
    const action = new RegExp(`(?:action|formaction)="([^"]*/${step})"`).exec(page.body)?.[1];
    if (!action) throw new Error(`No ${step} form on ${page.url}: ${page.body.slice(0, 300)}`);
    return new URL(action.replaceAll('&amp;', '&'), page.url).href;
  }

  /**
   * From the portal's start address (or the provider's authorization address) through the
   * provider's sign-in page (the person's e-mail and password) and consent, to the portal's
   * callback address, returned unvisited: the authorization code and state in it.
   */
  async toCallback(start: string, person: { email: string; password: string } = nurse): Promise<string> {
    const signInPage = await this.follow(start);
    if (!signInPage.body.includes('name="password"')) {
      throw new Error(
        `Not the provider's sign-in page: ${signInPage.url} ${signInPage.status} ${signInPage.body.slice(0, 300)}`,
      );
    }
    const login = { email: person.email, password: person.password };
    let visit = await this.visit(TestBrowser.formAction(signInPage, 'login'), login);
    for (let hops = 0; hops < 20; hops++) {
      const next = nextOf(visit);
      if (next?.startsWith(`${portalOrigin}/sso/callback`)) return next;
      if (next) visit = await this.visit(next);
      else if (visit.body.includes('/consent"')) visit = await this.visit(TestBrowser.formAction(visit, 'consent'), {});
      else
        throw new Error(`Stopped at ${visit.url} (${visit.status}) before the callback: ${visit.body.slice(0, 300)}`);
    }
    throw new Error(`Too many redirects: ${this.trail.join(' → ')}`);
  }

  /** The whole trip: to the callback, then where the portal sends the browser after it. */
  async signIn(start: string, person: { email: string; password: string } = nurse): Promise<Visit> {
    return this.follow(await this.toCallback(start, person));
  }
}
