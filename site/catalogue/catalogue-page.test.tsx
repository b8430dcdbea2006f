import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { account } from '../testing/fixtures';
import { loadProductArea, renderApp, storeSession } from '../testing/render-app';

describe('catalogue', () => {
  beforeAll(loadProductArea);

  it('shows the welcome texts and only the cards the account permits', async () => {
    // The fake server returns all three cards, as if it forgot to filter; the page must still hide one.
    fakeApi();
    storeSession(account);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'WELCOME' })).toBeInTheDocument();
    expect(
      screen.getByText('Welcome to our infusion customer resources site. Select your product below to learn more.'),
    ).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Demo Pump', 'Demo Bags']);
    expect(screen.queryByText('Other Pump')).not.toBeInTheDocument();

    const [demo] = cards;
    if (!demo) throw new Error('no card');
    const picture = within(demo).getByRole('img', { name: 'Demo pump' });
    expect(picture).toHaveAttribute('src', '/images/cards/demo.svg');
    expect(picture).toHaveAttribute('width', '120');
    expect(picture).toHaveAttribute('height', '80');
    const link = within(demo).getByRole('link', { name: 'LEARN MORE about Demo Pump' });
    // The product's name is in the link's text, not only in an aria-label: search engines read the text.
    expect(link).toHaveTextContent(/^LEARN MORE about Demo Pump$/);
    expect(link).not.toHaveAttribute('aria-label');
    expect(link).toHaveAttribute('href', '/demo');
  });

  it('opens the product from LEARN MORE and scrolls to the top', async () => {
    fakeApi();
    storeSession(account);
    const app = renderApp('/');
    await userEvent.click(await screen.findByRole('link', { name: 'LEARN MORE about Demo Pump' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Pump' })).toBeInTheDocument();
    expect(app.location()).toBe('/demo/internal/home');
    expect(app.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('offers a retry when the catalogue cannot be loaded', async () => {
    fakeApi({ fail: { 'GET /api/catalogue': 500 } });
    storeSession(account);
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the cards once a retry after a failure loads the catalogue', async () => {
    const fail: Record<string, number> = { 'GET /api/catalogue': 500 };
    const api = fakeApi({ fail });
    storeSession(account);
    renderApp('/');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    delete fail['GET /api/catalogue'];
    await userEvent.click(retry);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(api.callsTo('GET', '/api/catalogue')).toHaveLength(2);
  });
});
