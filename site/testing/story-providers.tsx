/**
 * Storybook decorator for site screens and chrome: the session seeded through sessionStorage as a
 * reload would find it, the site texts and catalogue of the compiled demo content, a memory data
 * router whose route's loader data is the signed-in layout's (the account, the session answer, the
 * catalogue and the documents to confirm) and whose action confirms one as the portal's routes do,
 * and a stubbed fetch so no story ever reaches a server. Stories set `parameters.site`.
 */
import type { Decorator } from '@storybook/react-vite';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router-dom';
import { permits } from '../../engine/shared/accounts/permits';
import { productPathsOf } from '../../engine/shared/catalogue-entry';
import { indexLine, search } from '../../engine/shared/search/search-query';
import type { Account, AcknowledgementsAnswer, CatalogueEntry, SignedInPerson } from '../../engine/shared/types';
import { demoCompiledSite, demoSearchSource } from '../../renderers/testing/demo-content';
import { demoSettings } from '../../renderers/testing/providers';
import { acknowledgeAction } from '../acknowledgements/acknowledge-action';
import type { SessionAnswer, SiteAnswer } from '../api/client';
import { SiteContext } from '../chrome/site-texts';
import { forgetLoggedIn, saveSession } from '../session/session-storage';
import { type SignedInData, signedInRouteId } from '../session/signed-in-loader';
import '../styles/base.css';
import '../styles/layout.css';
import '../styles/chrome.css';
import '../styles/pages.css';
import '../styles/product-nav.css';

/** Site texts (content/site.json) and every product line's card, in catalogue order. */
export const { site: demoSite, catalogue: demoCatalogue } = demoCompiledSite();

/** An account permitted for every demo product line. */
export const demoAccount: Account = {
  name: 'Demo General Hospital',
  models: demoCatalogue.map((entry) => entry.model),
};

export const demoSiteAnswer: SiteAnswer = {
  site: demoSite,
  settings: { supportPhone: demoSettings.supportPhone, supportEmail: demoSettings.supportEmail },
  productPaths: productPathsOf(demoCatalogue),
};

/** The site answer in the language Storybook's toolbar shows (.storybook/preview.tsx). */
const shownSiteAnswer = (): SiteAnswer => ({ ...demoSiteAnswer, site: demoCompiledSite().site });

/** How the stubbed server answers: accept, reject (401), unreachable, or hold the request forever. */
type FakeAnswer = 'accept' | 'reject' | 'unreachable' | 'hold';

/** How far the catalogue's load has come when the story is drawn. */
type CatalogueState =
  | { status: 'loading' }
  | { status: 'ready'; data: CatalogueEntry[] }
  | { status: 'error'; error: unknown };

export interface SiteStoryOptions {
  /** Signed in (default) or signed out, as sessionStorage would hold it after a reload. */
  signedIn?: boolean;
  account?: Account;
  /** Addresses of the memory router (with the history state, when one is an object); the first is the current page. */
  initialEntries?: InitialEntry[];
  /** The catalogue load state; ready with the account's six product lines by default. */
  catalogue?: CatalogueState;
  /** POST /api/session (password check). */
  login?: FakeAnswer;
  /** DELETE /api/session (sign-out). */
  signOut?: FakeAnswer;
  /** GET /api/search: the real search over the account's demo lines by default. */
  search?: FakeAnswer;
  /** The person signed in with their hospital's account; none (the shared password) by default. */
  person?: SignedInPerson;
  /** The documents to read and confirm (GET /api/acknowledgements); none by default. */
  acknowledgements?: AcknowledgementsAnswer;
  /** POST /api/acknowledgements; `reject` answers the shared password's refusal (403). */
  confirm?: FakeAnswer;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function respond(answer: FakeAnswer, ok: () => Response): Promise<Response> {
  if (answer === 'hold') return new Promise(() => {});
  if (answer === 'unreachable') return Promise.reject(new TypeError('Failed to fetch'));
  if (answer === 'reject') return Promise.resolve(json({ error: 'unauthenticated' }, 401));
  return Promise.resolve(ok());
}

/** A fetch that answers the session calls from fixed data; anything else is a 404, never the network. */
function storyFetch(options: SiteStoryOptions, account: Account, toConfirm: Confirmations): typeof fetch {
  const sessionAnswer: SessionAnswer = { account, settings: demoSettings, person: options.person ?? null };
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://story.local');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = `${method} ${url.pathname}`;
    if (route === 'POST /api/session') return respond(options.login ?? 'accept', () => json(sessionAnswer));
    if (route === 'DELETE /api/session')
      return respond(options.signOut ?? 'accept', () => new Response(null, { status: 204 }));
    if (route === 'GET /api/session') return respond('accept', () => json(sessionAnswer));
    if (route === 'GET /api/site') return respond('accept', () => json(shownSiteAnswer()));
    if (route === 'GET /api/acknowledgements') return respond('accept', () => json(toConfirm.answer()));
    if (route === 'POST /api/acknowledgements') {
      const sent = JSON.parse(String(init?.body)) as { model: string; document: string; version: string };
      if ((options.confirm ?? 'accept') === 'reject')
        return Promise.resolve(json({ error: demoSite.serverMessages.acknowledgementNeedsName }, 403));
      return respond(options.confirm ?? 'accept', () => json({ ...toConfirm.confirm(sent), confirmedAt: Date.now() }));
    }
    if (route === 'GET /api/search') {
      const lines = demoCatalogue
        .filter((entry) => permits(account, entry.model))
        .map((entry) => indexLine(demoSearchSource(entry.model), entry.title));
      return respond(options.search ?? 'accept', () => json(search(lines, url.searchParams.get('q') ?? '')));
    }
    return Promise.resolve(json({ error: 'not found' }, 404));
  };
}

/** The documents a story's reader is asked to confirm, less those confirmed in it. */
interface Confirmations {
  answer(): AcknowledgementsAnswer;
  confirm<T extends { document: string; version: string }>(sent: T): T;
}

function confirmations(asked: AcknowledgementsAnswer | undefined): Confirmations {
  const confirmed = new Set<string>();
  const key = (document: { document: string; version: string }) => `${document.document} ${document.version}`;
  return {
    answer: () => ({
      canConfirm: asked?.canConfirm ?? true,
      documents: (asked?.documents ?? []).filter((document) => !confirmed.has(key(document))),
    }),
    confirm: (sent) => {
      confirmed.add(key(sent));
      return sent;
    },
  };
}

/** The signed-in layout's data as its loader returns it (session/signed-in-loader.ts), with the catalogue in `state`. */
function signedInData(
  state: CatalogueState,
  account: Account,
  toConfirm: Confirmations,
  person: SignedInPerson = null,
): SignedInData {
  const session = Promise.resolve({ account, settings: demoSettings, person });
  const acknowledgements = Promise.resolve(toConfirm.answer());
  if (state.status === 'ready') return { account, session, catalogue: Promise.resolve(state.data), acknowledgements };
  if (state.status === 'loading') return { account, session, catalogue: new Promise(() => {}), acknowledgements };
  const catalogue = Promise.reject(state.error);
  catalogue.catch(() => undefined);
  return { account, session, catalogue, acknowledgements };
}

const StoryElement = createContext<ReactNode>(null);

function DrawStory() {
  return useContext(StoryElement);
}

/** The story's route, holding the catalogue state the story asks for; a retry runs its loader, which answers the loaded catalogue. */
function StoryRouter({
  initialEntries,
  initial,
  ready,
  account,
  options,
  children,
}: {
  initialEntries: InitialEntry[];
  initial: CatalogueState;
  ready: CatalogueEntry[];
  account: Account;
  options: SiteStoryOptions;
  children: ReactNode;
}) {
  const [router] = useState(() => {
    // Once per story, so what a story confirms stays confirmed for its loader and its stubbed server alike.
    const toConfirm = confirmations(options.acknowledgements);
    window.fetch = storyFetch(options, account, toConfirm);
    return createMemoryRouter(
      [
        {
          id: signedInRouteId,
          path: '*',
          loader: () => signedInData({ status: 'ready', data: ready }, account, toConfirm, options.person),
          action: acknowledgeAction,
          Component: DrawStory,
        },
      ],
      {
        initialEntries,
        hydrationData: { loaderData: { [signedInRouteId]: signedInData(initial, account, toConfirm, options.person) } },
      },
    );
  });
  return (
    <StoryElement.Provider value={children}>
      <RouterProvider router={router} />
    </StoryElement.Provider>
  );
}

export const withSite: Decorator = (Story, context) => {
  const options = (context.parameters.site ?? {}) as SiteStoryOptions;
  const account = options.account ?? demoAccount;
  const ready = demoCatalogue.filter((entry) => permits(account, entry.model));
  // Seeded before the story is drawn, as a reload after login would find it.
  if (options.signedIn === false) forgetLoggedIn();
  else saveSession(account);
  return (
    <SiteContext.Provider value={shownSiteAnswer()}>
      <StoryRouter
        initialEntries={options.initialEntries ?? ['/']}
        initial={options.catalogue ?? { status: 'ready', data: ready }}
        ready={ready}
        account={account}
        options={options}
      >
        <Story />
      </StoryRouter>
    </SiteContext.Provider>
  );
};
