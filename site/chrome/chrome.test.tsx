import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtureSite } from '../../tests/fixtures/fixture-content';
import { fakeApi } from '../testing/fake-api';
import { account } from '../testing/fixtures';
import { renderApp, storeSession } from '../testing/render-app';

/**
 * jsdom has no IntersectionObserver: this one lets a test say whether the first screen has scrolled
 * away. The report waits until the page is observing, since the observer starts in an effect that
 * may run after the footer is already drawn.
 */
function fakeFirstScreen(): (passed: boolean) => Promise<void> {
  const watching = new Set<IntersectionObserverCallback>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly callback: IntersectionObserverCallback;
      constructor(callback: IntersectionObserverCallback) {
        this.callback = callback;
      }
      observe() {
        watching.add(this.callback);
      }
      disconnect() {
        watching.delete(this.callback);
      }
    },
  );
  return async (passed) => {
    await waitFor(() => expect(watching.size).toBeGreaterThan(0));
    const entry = { isIntersecting: !passed, boundingClientRect: { bottom: passed ? -1 : 1 } };
    act(() => {
      for (const callback of watching) callback([entry as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  };
}

describe('shared chrome', () => {
  it('shows the disclaimer after login until acknowledged, and again after a reload', async () => {
    fakeApi();
    storeSession(account);
    const app = renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Disclaimer' });
    expect(banner).toHaveTextContent(fixtureSite().disclaimer.text);
    // Small screens show two lines until asked for the rest; the text itself is always whole.
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'I acknowledge' }));
    expect(screen.queryByRole('region', { name: 'Disclaimer' })).not.toBeInTheDocument();

    app.unmount();
    render(app.ui);
    expect(await screen.findByRole('region', { name: 'Disclaimer' })).toBeInTheDocument();
  });

  it('does not show the disclaimer before login', async () => {
    fakeApi();
    renderApp('/login');
    await screen.findByRole('button', { name: 'LOGIN' });
    expect(screen.queryByRole('region', { name: 'Disclaimer' })).not.toBeInTheDocument();
  });

  it('draws the login page of a signed-in tab in the public layout: the form, and no Sign out to suggest a session ended', async () => {
    fakeApi();
    storeSession(account);
    renderApp('/login');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('offers back-to-top only past the first screen, and scrolls smoothly to the top from it', async () => {
    fakeApi();
    const firstScreenPassed = fakeFirstScreen();
    const app = renderApp('/login');
    await screen.findByText('© 2025 Infusion products manufacturer. All rights reserved.');
    expect(screen.queryByRole('button', { name: /back to top/i })).not.toBeInTheDocument();
    await firstScreenPassed(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Back to top' }));
    expect(app.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
    await firstScreenPassed(false);
    expect(screen.queryByRole('button', { name: /back to top/i })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('shows the header title, the footer lines and a skip link', async () => {
    fakeApi();
    renderApp('/login');
    expect(await screen.findByRole('img', { name: 'Fixture site' })).toHaveAttribute('src', '/images/logos/site.svg');
    expect(screen.getByText('CUSTOMER RESOURCES')).toBeInTheDocument();
    // The footer is a chunk of its own: it follows the page.
    expect(await screen.findByText('© 2025 Infusion products manufacturer. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute('href', 'tel:18005550100');
    expect(screen.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/legal/terms-of-use');
    await userEvent.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('signs out: ends the server session, clears loggedIn, keeps the account', async () => {
    const api = fakeApi();
    storeSession(account);
    const app = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(await screen.findByText(fixtureSite().login.signedOutMessage)).toHaveAttribute('role', 'status');
    expect(api.callsTo('DELETE', '/api/session')).toHaveLength(1);
    expect(sessionStorage.getItem('loggedIn')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('account') ?? 'null')).toEqual(account);
  });

  it('still signs out locally when the server cannot be reached', async () => {
    fakeApi({ fail: { 'DELETE /api/session': 'network' } });
    storeSession(account);
    const app = renderApp('/');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(sessionStorage.getItem('loggedIn')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
