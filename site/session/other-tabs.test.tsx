import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureModels } from '../../tests/fixtures/fixture-content';
import { fakeApi, goodPassword } from '../testing/fake-api';
import { account } from '../testing/fixtures';
import { loadProductArea, renderApp, storeSession } from '../testing/render-app';
import { sessionChannelName } from './session-news';

const RealChannel = globalThis.BroadcastChannel;
/** The channels the app under test has open: it hears the other tabs once it has one. */
const appChannels = new Set<BroadcastChannel>();
class WatchedChannel extends RealChannel {
  constructor(name: string) {
    super(name);
    appChannels.add(this);
  }
  override close() {
    appChannels.delete(this);
    super.close();
  }
}

/**
 * The app hears the other tabs through the signed-in chunk, once a page is drawn; news told before
 * then is not heard by it, as in a browser.
 */
async function listening() {
  await waitFor(() => expect(appChannels.size).toBeGreaterThan(0));
}

/** Another tab of the same browser: what it hears from the app under test, and a way to tell it news. */
function otherTab() {
  const channel = new RealChannel(sessionChannelName);
  const heard: unknown[] = [];
  channel.onmessage = ({ data }: MessageEvent) => heard.push(data);
  opened.push(channel);
  return { heard, tell: (news: unknown) => channel.postMessage(news) };
}

const opened: BroadcastChannel[] = [];
beforeEach(() => {
  vi.stubGlobal('BroadcastChannel', WatchedChannel);
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const channel of opened.splice(0)) channel.close();
});

describe('the session across tabs', () => {
  beforeAll(loadProductArea);

  it('goes to the login page at once, without a click, when another tab signs out', async () => {
    fakeApi();
    storeSession(account);
    const app = renderApp(`/`);
    await screen.findByRole('heading', { name: 'WELCOME' });
    await listening();
    otherTab().tell({ kind: 'signed-out' });
    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(sessionStorage.getItem('loggedIn')).toBeNull();
  });

  it('tells the other tabs when it signs out', async () => {
    fakeApi();
    storeSession(account);
    renderApp('/');
    const tab = otherTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(tab.heard).toEqual([{ kind: 'signed-out' }]));
  });

  it('tells the other tabs when it signs in, with the account', async () => {
    fakeApi({ signedOut: true });
    renderApp('/login');
    const tab = otherTab();
    await userEvent.type(await screen.findByLabelText('Password'), goodPassword);
    await userEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    await screen.findByRole('heading', { name: 'WELCOME' });
    await waitFor(() => expect(tab.heard).toEqual([{ kind: 'signed-in', account }]));
  });

  it('continues from the login page to the catalogue when another tab signs in', async () => {
    fakeApi();
    const app = renderApp('/login');
    await screen.findByRole('button', { name: 'LOGIN' });
    await listening();
    otherTab().tell({ kind: 'signed-in', account });
    expect(await screen.findByRole('heading', { name: 'WELCOME' })).toBeInTheDocument();
    expect(app.location()).toBe('/');
    expect(JSON.parse(sessionStorage.getItem('account') ?? 'null')).toEqual(account);
  });

  it('keeps its own account when another tab signs in while it is signed in already', async () => {
    fakeApi();
    storeSession(account);
    renderApp('/');
    await screen.findByRole('heading', { name: 'WELCOME' });
    await listening();
    const other = { name: 'Other hospital', models: [fixtureModels.first] };
    const tab = otherTab();
    tab.tell({ kind: 'signed-in', account: other });
    // The sign-out sent after it arrives after it too: once the tab has heard that, it has heard both.
    tab.tell({ kind: 'signed-out' });
    await screen.findByRole('button', { name: 'LOGIN' });
    expect(JSON.parse(sessionStorage.getItem('account') ?? 'null')).toEqual(account);
  });
});
