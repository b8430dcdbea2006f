import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { account } from '../testing/fixtures';
import { loadProductArea, renderApp, storeSession } from '../testing/render-app';

async function openProduct() {
  fakeApi();
  storeSession(account);
  const app = renderApp('/demo/internal/home');
  await screen.findByRole('heading', { level: 1, name: 'Demo Pump' });
  return app;
}

describe('numbered section bar and menu', () => {
  beforeAll(loadProductArea);

  it('numbers the visible map sections and links them', async () => {
    await openProduct();
    const bar = screen.getByRole('navigation', { name: 'Sections' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '01 Using the Pump',
      '02 Pharmacy',
      '03 Implementation',
      '04 Downloads to Print',
    ]);
    expect(links[0]).toHaveAttribute('href', '/demo/internal/using');
  });

  it('changes style once the page is scrolled beyond 40px', async () => {
    await openProduct();
    // Re-query each time: the product area may re-render (and replace the bar) when the session answer arrives.
    const bar = () => screen.getByRole('navigation', { name: 'Sections' });
    expect(bar()).not.toHaveClass('section-bar--scrolled');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 41, configurable: true });
      fireEvent.scroll(window);
    });
    await waitFor(() => expect(bar()).toHaveClass('section-bar--scrolled'));
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 40, configurable: true });
      fireEvent.scroll(window);
    });
    await waitFor(() => expect(bar()).not.toHaveClass('section-bar--scrolled'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('toggles the small-screen menu, which closes on navigation', async () => {
    const app = await openProduct();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('is-open');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await userEvent.click(within(menu).getByRole('link', { name: 'Downloads' }));
    expect(app.location()).toBe('/demo/downloads');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the small-screen menu with Escape and returns to its button', async () => {
    await openProduct();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(toggle);
    within(menu).getByRole('link', { name: 'Downloads' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('is-open');
    expect(toggle).toHaveFocus();
  });
});
