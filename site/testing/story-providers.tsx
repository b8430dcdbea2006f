/**
 * Storybook decorator for site screens and chrome: the real session provider (seeded through
 * sessionStorage as a reload would find it), the site texts and catalogue of the compiled demo
 * content, a memory data router whose route's loader data is the catalogue, and a stubbed fetch so no story ever reaches a server. Stories set
 * `parameters.site`.
 */
import type { Decorator } from '@storybook/react-vite';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router-dom';
import { permits } from '../../engine/shared/accounts/permits';
import { productPathsOf } from '../../engine/shared/catalogue-entry';
import { indexLine, search } from '../../engine/shared/search/search-query';
import type { Account, CatalogueEntry } from '../../engine/shared/types';
import { demoCompiledSite, demoSearchSource } from '../../renderers/testing/demo-content';
import { demoSettings } from '../../renderers/testing/providers';
import type { SessionAnswer, SiteAnswer } from '../api/client';
import { SiteContext } from '../chrome/site-texts';
import { SessionProvider } from '../session/session-context';
import { forgetLoggedIn, saveSession } from '../session/session-storage';
import type { SignedInData } from '../session/signed-in-loader';
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
function storyFetch(options: SiteStoryOptions, account: Account): typeof fetch {
  const sessionAnswer: SessionAnswer = { account, settings: demoSettings };
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://story.local');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = `${method} ${url.pathname}`;
    if (route === 'POST /api/session') return respond(options.login ?? 'accept', () => json(sessionAnswer));
    if (route === 'DELETE /api/session')
      return respond(options.signOut ?? 'accept', () => new Response(null, { status: 204 }));
    if (route === 'GET /api/session') return respond('accept', () => json(sessionAnswer));
    if (route === 'GET /api/site') return respond('accept', () => json(shownSiteAnswer()));
    if (route === 'GET /api/search') {
      const lines = demoCatalogue
        .filter((entry) => permits(account, entry.model))
        .map((entry) => indexLine(demoSearchSource(entry.model), entry.title));
      return respond(options.search ?? 'accept', () => json(search(lines, url.searchParams.get('q') ?? '')));
    }
    return Promise.resolve(json({ error: 'not found' }, 404));
  };
}

/** The catalogue as the signed-in routes' loader returns it (session/signed-in-loader.ts). */
function catalogueIn(state: CatalogueState): SignedInData {
  if (state.status === 'ready') return { catalogue: Promise.resolve(state.data) };
  if (state.status === 'loading') return { catalogue: new Promise(() => {}) };
  const catalogue = Promise.reject(state.error);
  catalogue.catch(() => undefined);
  return { catalogue };
}

const StoryElement = createContext<ReactNode>(null);
const storyRouteId = 'story';

function DrawStory() {
  return useContext(StoryElement);
}

/** The story's route, holding the catalogue state the story asks for; a retry runs its loader, which answers the loaded catalogue. */
function StoryRouter({
  initialEntries,
  initial,
  ready,
  children,
}: {
  initialEntries: InitialEntry[];
  initial: CatalogueState;
  ready: CatalogueEntry[];
  children: ReactNode;
}) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          id: storyRouteId,
          path: '*',
          loader: () => catalogueIn({ status: 'ready', data: ready }),
          Component: DrawStory,
        },
      ],
      { initialEntries, hydrationData: { loaderData: { [storyRouteId]: catalogueIn(initial) } } },
    ),
  );
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
  // Seeded before the session provider mounts, as a reload after login would find it.
  if (options.signedIn === false) forgetLoggedIn();
  else saveSession(account);
  window.fetch = storyFetch(options, account);
  return (
    <SessionProvider>
      <SiteContext.Provider value={shownSiteAnswer()}>
        <StoryRouter
          initialEntries={options.initialEntries ?? ['/']}
          initial={options.catalogue ?? { status: 'ready', data: ready }}
          ready={ready}
        >
          <Story />
        </StoryRouter>
      </SiteContext.Provider>
    </SessionProvider>
  );
};
