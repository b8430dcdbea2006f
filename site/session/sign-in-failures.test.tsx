/**
 * The login form says the specification's sentence for a wrong password only; every other cause the
 * server names (a disabled account, a server that cannot check, a request it refused) has a sentence
 * of its own, in the page's language, and none marks the field as a wrong password.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ErrorReason } from '../../engine/shared/types';
import { spanishSite } from '../../renderers/testing/spanish-site';
import { fixtureSite } from '../../tests/fixtures/fixture-content';
import { fakeApi, goodPassword } from '../testing/fake-api';
import { siteAnswerIn } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const login = fixtureSite().login;

async function signInAnswered(answer: number | { status: number; reason: ErrorReason }) {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  fakeApi({ fail: { 'POST /api/session': answer } });
  renderApp('/login');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Password'), goodPassword);
  await user.click(screen.getByRole('button', { name: 'LOGIN' }));
  return screen.findByRole('alert');
}

describe('a refused sign-in says why', () => {
  it.each([
    ['a disabled account', { status: 403, reason: 'account-disabled' }, login.accountDisabledMessage],
    ['a server busy checking other sign-ins', { status: 503, reason: 'busy' }, login.unavailableMessage],
    ['a database that does not answer', { status: 503, reason: 'database-unavailable' }, login.unavailableMessage],
    ['a server shutting down', { status: 503, reason: 'shutting-down' }, login.unavailableMessage],
    ['a server that failed', { status: 500, reason: 'internal-error' }, login.unavailableMessage],
    ['a proxy with no server behind it', 502, login.unavailableMessage],
    ['a request the browser says another site made', { status: 403, reason: 'other-site' }, login.refusedMessage],
    ['a request the server cannot read', { status: 400, reason: 'malformed-request' }, login.refusedMessage],
  ] as const)('%s: its own sentence, the field not marked as a wrong password', async (_cause, answer, sentence) => {
    const alert = await signInAnswered(answer);
    expect(alert.textContent).toBe(sentence);
    expect(sentence).not.toBe(login.errorMessage);
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    // The button is back for another try.
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
  });

  it("a wrong password: the specification's sentence, and the field marked", async () => {
    const alert = await signInAnswered({ status: 401, reason: 'password-incorrect' });
    expect(alert.textContent).toBe(login.errorMessage);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('each sentence is different from every other', () => {
    const sentences = [
      login.errorMessage,
      login.accountDisabledMessage,
      login.unavailableMessage,
      login.refusedMessage,
      fixtureSite().errors.requests.network,
    ];
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('in Spanish on a Spanish page', async () => {
    fakeApi({
      site: { ...siteAnswerIn('es'), site: spanishSite(fixtureSite()) },
      fail: { 'POST /api/session': { status: 403, reason: 'account-disabled' } },
    });
    renderApp('/es/login', { lang: 'es' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Contraseña'), goodPassword);
    await user.click(screen.getByRole('button', { name: 'INICIAR SESIÓN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta cuenta se ha desactivado. Llame a su administrador.',
    );
  });

  it('a sign-in link of a disabled account says so on the login page', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const key = 'a'.repeat(64);
    fakeApi({ fail: { [`GET /authenticate.php?auth_key=${key}`]: { status: 403, reason: 'account-disabled' } } });
    renderApp(`/login?auth=${key}`);
    expect(await screen.findByText(login.accountDisabledMessage)).toHaveRole('status');
    expect(screen.queryByText(login.linkNoLongerValidMessage)).not.toBeInTheDocument();
  });
});
