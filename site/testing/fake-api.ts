/** A fake of the server's HTTP interface behind a stubbed fetch, recording every call. */

import { cleanup } from '@testing-library/react';
import { sha256 } from 'js-sha256';
import { afterEach, vi } from 'vitest';
import { indexLine, search } from '../../engine/shared/search/search-query';
import type {
  Account,
  AcknowledgementRequest,
  AcknowledgementsAnswer,
  CatalogueEntry,
  CompiledProduct,
  ErrorReason,
  HospitalSignInOptions,
  SignedInPerson,
} from '../../engine/shared/types';
import {
  fixtureCatalogue,
  fixtureLine,
  fixtureModels,
  fixtureSearchSource,
} from '../../tests/fixtures/fixture-content';
import type { SiteAnswer } from '../api/client';
import { account, sessionSettings, siteAnswer } from './fixtures';

export const goodPassword = 'correct horse';

export interface FakeApiOptions {
  account?: Account;
  /** GET /api/site; the fixture site, in its one language, by default. */
  site?: SiteAnswer;
  /** Every fixture line by default, unfiltered, as if the server forgot the account's permissions. */
  catalogue?: CatalogueEntry[];
  /** Every fixture line by default, by model. */
  products?: Record<string, CompiledProduct>;
  /** Status to answer instead, by "METHOD /path", with the reason the server gives for it when there is one. */
  fail?: Record<string, number | 'network' | { status: number; reason: ErrorReason; accessEndedOn?: string }>;
  /** The server holds a live session of this account (a link then keeps it). */
  signedInAs?: Account;
  /** The browser holds no session cookie: GET /api/session answers 204 (no session) until a sign-in. */
  signedOut?: boolean;
  /** The answer to a paper-copy request; by default 201 with a reference. */
  paperCopyAnswer?: { status: number; body: unknown };
  /** The address is locked out: password and link checks answer 429 with this Retry-After (seconds), as the server does. */
  lockedOutFor?: number;
  /** The session's person, signed in with their hospital's account; none (the shared password) by default. */
  person?: SignedInPerson;
  /** The provider's sign-out the server offers when the person signs out. */
  hospitalSignOut?: string;
  /** The accounts with a hospital sign-in, by name (GET /api/sso/options?org=); any other is 404. */
  hospitalSignIns?: Record<string, HospitalSignInOptions>;
  /** GET /api/acknowledgements before any confirmation; nothing to confirm by default. */
  acknowledgements?: AcknowledgementsAnswer;
  /** The answer to a confirmation; by default 200, and the version leaves the next GET's list. */
  acknowledgementAnswer?: { status: number; body: unknown };
}

interface Call {
  method: string;
  /** Without the page's language, which `lang` records. */
  path: string;
  lang?: string;
  body?: unknown;
  credentials?: RequestCredentials;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function fakeApi(options: FakeApiOptions = {}) {
  const calls: Call[] = [];
  const theAccount = options.account ?? account;
  const site = options.site ?? siteAnswer();
  const catalogue = options.catalogue ?? fixtureCatalogue();
  const products =
    options.products ?? Object.fromEntries(Object.values(fixtureModels).map((model) => [model, fixtureLine(model)]));
  const gates = new Map<string, Promise<void>>();
  // The cookie the browser would send: set by a sign-in, cleared by sign-out.
  let cookieSession = !options.signedOut;
  const sessionAnswer = () => ({ account: theAccount, settings: sessionSettings, person: options.person ?? null });
  const confirmed = new Set<string>();
  const versionKey = (document: { document: string; version: string }) => `${document.document} ${document.version}`;

  async function answer(method: string, path: string, body: unknown): Promise<Response> {
    await gates.get(`${method} ${path}`);
    const failure = options.fail?.[`${method} ${path}`];
    if (failure === 'network') throw new TypeError('Failed to fetch');
    if (typeof failure === 'object') {
      const { status, ...said } = failure;
      return json({ error: 'failed', ...said }, status);
    }
    if (failure) return json({ error: 'failed' }, failure);
    if (method === 'GET' && path === '/api/site') return json(site);
    const link = /^\/authenticate\.php\?auth_key=(.*)$/.exec(path);
    if ((method === 'POST' && path === '/api/session') || (method === 'GET' && link)) {
      if (options.lockedOutFor !== undefined) {
        const error = { error: `Too many failed attempts; try again in ${options.lockedOutFor} seconds` };
        return new Response(JSON.stringify(error), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': String(options.lockedOutFor) },
        });
      }
      const key = link ? decodeURIComponent(link[1] ?? '') : (body as { authKey?: string }).authKey;
      if (key !== sha256(goodPassword))
        return json({ error: 'Password is incorrect', reason: 'password-incorrect' }, 401);
      // A link never replaces a live session of another account, as the server does.
      if (link && options.signedInAs) {
        const current = { account: options.signedInAs, settings: sessionSettings, person: null };
        return json({ error: 'Signed in already', ...current }, 409);
      }
      cookieSession = true;
      return json({ ...sessionAnswer(), person: null });
    }
    if (method === 'GET' && path === '/api/session') {
      return cookieSession ? json(sessionAnswer()) : new Response(null, { status: 204 });
    }
    if (method === 'DELETE' && path === '/api/session') {
      cookieSession = false;
      const { hospitalSignOut } = options;
      return hospitalSignOut ? json({ hospitalSignOut }) : new Response(null, { status: 204 });
    }
    const hospital = /^\/api\/sso\/options\?org=(.*)$/.exec(path);
    if (method === 'GET' && hospital) {
      const found = options.hospitalSignIns?.[decodeURIComponent(hospital[1] ?? '')];
      return found ? json(found) : json({ error: 'Not found' }, 404);
    }
    if (method === 'GET' && path === '/api/catalogue') return json(catalogue);
    if (method === 'GET' && path === '/api/acknowledgements') {
      const asked = options.acknowledgements ?? { canConfirm: true, documents: [] };
      return json({ ...asked, documents: asked.documents.filter((document) => !confirmed.has(versionKey(document))) });
    }
    if (method === 'POST' && path === '/api/acknowledgements') {
      const sent = body as AcknowledgementRequest;
      if (options.acknowledgementAnswer)
        return json(options.acknowledgementAnswer.body, options.acknowledgementAnswer.status);
      confirmed.add(versionKey(sent));
      return json({ ...sent, confirmedAt: Date.UTC(2025, 8, 1) });
    }
    if (method === 'POST' && path === '/api/paper-copy-requests') {
      const { status, body: answer } = options.paperCopyAnswer ?? { status: 201, body: { reference: 'PC-7K3M-Q9XD' } };
      return json(answer, status);
    }
    const product = /^\/api\/products\/(.+)$/.exec(path);
    if (method === 'GET' && product?.[1]) {
      const compiled = products[decodeURIComponent(product[1])];
      return compiled ? json(compiled) : json({ error: 'Not found' }, 404);
    }
    const query = /^\/api\/search\?(.*)$/.exec(path);
    if (method === 'GET' && query) {
      // The real search over every line of the catalogue: filtering by account is the server's, tested there.
      const lines = catalogue.map((entry) => indexLine(fixtureSearchSource(entry.model), entry.title));
      return json(search(lines, new URLSearchParams(query[1]).get('q') ?? ''));
    }
    return json({ error: 'Not found' }, 404);
  }

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    // The page's language rides last on every question (api/http.ts); the answers here are the same in any.
    const [, path = '', lang] = /^(.*?)(?:[?&]lang=([a-z]+))?$/.exec(String(input)) ?? [];
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    // The credentials fetch sends with: what the call asked for, or fetch's own default.
    const { credentials } = new Request(new URL(path, 'http://portal.test'), { credentials: init.credentials });
    calls.push({ method, path, body, credentials, ...(lang ? { lang } : {}) });
    return answer(method, path, body);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    fetch: fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    /** Holds answers to "METHOD /path" until the returned function is called. */
    hold(key: string): () => void {
      let release = () => {};
      gates.set(
        key,
        new Promise<void>((resolve) => {
          release = () => {
            gates.delete(key);
            resolve();
          };
        }),
      );
      return release;
    },
  };
}

afterEach(() => {
  // Unmount before the stubs go, so no late effect reaches the real fetch or jsdom's scrollTo.
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
