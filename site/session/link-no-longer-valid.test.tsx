/**
 * A sign-in link the server refuses (expired, revoked, or its password changed) says so on the login
 * page; one it cannot check while the address is locked out says when to try again.
 */
import { screen, within } from '@testing-library/react';
import { sha256 } from 'js-sha256';
import { describe, expect, it, vi } from 'vitest';
import { spanishSite } from '../../renderers/testing/spanish-site';
import { fixtureSite } from '../../tests/fixtures/fixture-content';
import { fakeApi } from '../testing/fake-api';
import { siteAnswerIn } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const deadToken = sha256('a link that was revoked');

describe('a sign-in link that is no longer valid', () => {
  it('lands on the login form with a sentence that says so, the token gone from the address', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const api = fakeApi();
    const app = renderApp(`/login?auth=${deadToken}`);
    expect(await screen.findByText(fixtureSite().login.linkNoLongerValidMessage)).toHaveRole('status');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(api.callsTo('GET', `/authenticate.php?auth_key=${deadToken}`)).toHaveLength(1);
    expect(app.location()).toBe('/login');
    expect(app.address()).not.toContain('auth=');
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(sessionStorage.getItem('loggedIn')).toBeNull();
  });

  it('says so when the link led to a page of a product line too', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    fakeApi({ signedOut: true });
    const app = renderApp(`/demo/internal/home?auth=${deadToken}`);
    expect(await screen.findByText(fixtureSite().login.linkNoLongerValidMessage)).toBeInTheDocument();
    expect(app.location()).toMatch(/^\/login\?next=/);
    expect(app.location()).not.toContain(deadToken);
  });

  it('says so in Spanish on a Spanish page', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const spanish = siteAnswerIn('es');
    fakeApi({ site: { ...spanish, site: spanishSite(fixtureSite()) } });
    renderApp(`/es/login?auth=${deadToken}`, { lang: 'es' });
    expect(
      await screen.findByText(
        'Este enlace de inicio de sesión ya no es válido. Inicie sesión con la contraseña o pida un enlace nuevo a su administrador.',
      ),
    ).toHaveRole('status');
  });

  it('says when to try again and whom to call when the address is locked out, on a product page too', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    fakeApi({ signedOut: true, lockedOutFor: 900 });
    const app = renderApp(`/demo/internal/home?auth=${deadToken}`);
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent(/try again at/);
    expect(within(message).getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute('href', 'tel:18005550100');
    expect(screen.queryByText(fixtureSite().login.linkNoLongerValidMessage)).not.toBeInTheDocument();
    expect(app.location()).toMatch(/^\/login\?next=/);
    expect(app.location()).not.toContain(deadToken);
  });

  it('says nothing of the link when the server could not be reached', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    fakeApi({ fail: { [`GET /authenticate.php?auth_key=${deadToken}`]: 'network' } });
    renderApp(`/login?auth=${deadToken}`);
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByText(fixtureSite().login.linkNoLongerValidMessage)).not.toBeInTheDocument();
  });
});
