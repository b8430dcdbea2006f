import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consolePaths, type SignInLockout } from '../../../engine/shared/console/console-api';
import { fakeConsoleApi, signedIn } from '../testing/fake-console-api';
import { renderConsole } from '../testing/render-console';

afterEach(() => vi.restoreAllMocks());

const hospital: SignInLockout = {
  address: '203.0.113.7',
  accounts: ['st-marys-icu', 'st-marys-ward-7'],
  since: Date.UTC(2026, 2, 3, 8, 0),
  until: Date.UTC(2026, 2, 3, 8, 15),
  count: 12,
};

describe('the lockouts page', () => {
  it('is in the navigation and lists each lockout: address, accounts, since, until, count', async () => {
    fakeConsoleApi({
      [`GET ${consolePaths.session}`]: signedIn('viewer'),
      [`GET ${consolePaths.lockouts}`]: [hospital],
    });
    renderConsole('/accounts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Lockouts' }));
    const table = await screen.findByRole('table', { name: 'Lockouts in force (1)' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('203.0.113.7');
    expect(row).toHaveTextContent('st-marys-icu, st-marys-ward-7');
    expect(row).toHaveTextContent('12');
    // A viewer is offered no change.
    expect(screen.queryByRole('button', { name: /Lift/ })).not.toBeInTheDocument();
  });

  it('lets an admin lift a lockout, then shows the list without it', async () => {
    let lifted = false;
    const calls = fakeConsoleApi({
      [`GET ${consolePaths.session}`]: signedIn('admin'),
      [`GET ${consolePaths.lockouts}`]: () => (lifted ? [] : [hospital]),
      [`POST ${consolePaths.lockoutLifting}`]: () => {
        lifted = true;
        return hospital;
      },
    });
    renderConsole('/lockouts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Lift the lockout of 203.0.113.7' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Lift the lockout' }));
    expect(await screen.findByText('No address is locked out.')).toBeInTheDocument();
    const lift = calls.find((call) => call.method === 'POST');
    expect(lift?.body).toEqual({ address: '203.0.113.7' });
    expect(lift?.headers['csrf-token']).toBe('csrf-123');
  });
});
