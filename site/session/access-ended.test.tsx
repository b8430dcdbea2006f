/**
 * The password of an account whose access ended (the server names it only where the password is
 * known to be right) or its operator's sign-in link: the login page says on which day the access
 * ended, in the page's language, and whom to call, without marking the password as wrong.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { spanishSite } from '../../renderers/testing/spanish-site';
import { fixtureSite } from '../../tests/fixtures/fixture-content';
import { fakeApi, goodPassword } from '../testing/fake-api';
import { siteAnswerIn } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const ended = { status: 403, reason: 'access-ended', accessEndedOn: '2026-12-31' } as const;

describe('an account whose access ended', () => {
  it('is said after its password, with the day and the support phone and e-mail as links', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    fakeApi({ fail: { 'POST /api/session': ended } });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), goodPassword);
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      /^This account's access ended on December 31, 2026\. To renew it, call customer support on .+ or write to .+\.$/,
    );
    expect(
      within(alert)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([expect.stringMatching(/^tel:/), expect.stringMatching(/^mailto:/)]);
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(alert.textContent ?? '');
  });

  it('is said in Spanish on a Spanish page, the day written in Spanish', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    fakeApi({
      site: { ...siteAnswerIn('es'), site: spanishSite(fixtureSite()) },
      fail: { 'POST /api/session': ended },
    });
    renderApp('/es/login', { lang: 'es' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Contraseña'), goodPassword);
    await user.click(screen.getByRole('button', { name: 'INICIAR SESIÓN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^El acceso de esta cuenta terminó el 31 de diciembre de 2026\./,
    );
  });

  it('is said on the login page after its sign-in link', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const key = 'b'.repeat(64);
    fakeApi({ fail: { [`GET /authenticate.php?auth_key=${key}`]: ended } });
    renderApp(`/login?auth=${key}`);
    expect(await screen.findByText(/access ended on December 31, 2026/)).toHaveRole('status');
    expect(screen.queryByText(fixtureSite().login.linkNoLongerValidMessage)).not.toBeInTheDocument();
  });
});
