/** A locked-out address (429) is told when to try again and whom to call, in the page's language. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spanishSite } from '../../renderers/testing/spanish-site';
import { fixtureSite } from '../../tests/fixtures/fixture-content';
import { fakeApi, goodPassword } from '../testing/fake-api';
import { siteAnswerIn } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

// Only the clock is fake: the form's events and the fake server's answers run as they do.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 3, 9, 0, 10));
});
afterEach(() => vi.useRealTimers());

async function signInWith(label: string, button: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(label), goodPassword);
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('alert');
}

describe('the login page while the address is locked out', () => {
  it('says at what time to try again and links the support phone and email', async () => {
    fakeApi({ lockedOutFor: 15 * 60 });
    renderApp('/login');
    const alert = await signInWith('Password', 'LOGIN');
    // 09:00:10 plus 15 minutes, to the next whole minute.
    expect(alert).toHaveTextContent(/^Too many failed sign-ins from your network\. You can try again at 9:16\sAM\./);
    expect(alert).toHaveTextContent(
      'If you cannot wait, call customer support on 1-800-555-0100 or write to support@example.test.',
    );
    expect(within(alert).getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute('href', 'tel:18005550100');
    expect(within(alert).getByRole('link', { name: 'support@example.test' })).toHaveAttribute(
      'href',
      'mailto:support@example.test',
    );
    expect(alert.textContent).not.toMatch(/[{}]/);
    // Not a wrong password: the field is not marked as one.
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-describedby', alert.id);
  });

  it('says the same in Spanish on a Spanish page', async () => {
    const spanish = siteAnswerIn('es');
    fakeApi({ site: { ...spanish, site: spanishSite(fixtureSite()) }, lockedOutFor: 14 * 60 + 50 });
    renderApp('/es/login', { lang: 'es' });
    const alert = await signInWith('Contraseña', 'INICIAR SESIÓN');
    expect(alert).toHaveTextContent(
      'Demasiados inicios de sesión fallidos desde su red. Puede volver a intentarlo a partir de las 9:15.',
    );
    expect(alert).toHaveTextContent(
      'Si no puede esperar, llame al servicio de atención al cliente al 1-800-555-0100 o escriba a support@example.test.',
    );
    expect(within(alert).getByRole('link', { name: '1-800-555-0100' })).toHaveAttribute('href', 'tel:18005550100');
  });

  it('still names whom to call when the answer gives no time', async () => {
    fakeApi({ fail: { 'POST /api/session': 429 } });
    renderApp('/login');
    const alert = await signInWith('Password', 'LOGIN');
    expect(alert).toHaveTextContent(fixtureSite().errors.requests['rate-limited']);
    expect(within(alert).getByRole('link', { name: '1-800-555-0100' })).toBeInTheDocument();
  });
});
