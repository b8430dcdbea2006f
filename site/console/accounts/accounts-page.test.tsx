import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consolePaths } from '../../../engine/shared/console/console-api';
import { accounts, catalogue, sessions } from '../testing/console-fixtures';
import { fakeConsoleApi, signedIn } from '../testing/fake-console-api';
import { renderConsole } from '../testing/render-console';

afterEach(() => vi.restoreAllMocks());

const [hospital] = accounts;
const name = hospital?.name ?? '';

function api(role: 'admin' | 'viewer') {
  return fakeConsoleApi({
    [`GET ${consolePaths.session}`]: signedIn(role),
    [`GET ${consolePaths.accounts}`]: accounts,
    [`GET ${consolePaths.catalogue}`]: catalogue,
    [`GET ${consolePaths.account(name)}`]: hospital,
    [`GET ${consolePaths.accountSessions(name)}`]: sessions,
    [`POST ${consolePaths.accountLink(name)}`]: { url: 'https://portal.example/?auth=secret' },
    [`POST ${consolePaths.accounts}`]: ({ body }: { body?: unknown }) => ({
      account: { ...hospital, name: (body as { name: string }).name, openSessions: 0 },
      password: 'Tide-Lantern-Orbit-42',
    }),
  });
}

describe('the accounts pages', () => {
  it('creates an account with a generated password and shows the password once', async () => {
    const calls = api('admin');
    renderConsole('/accounts');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('region', { name: 'New account' }));
    await user.type(form.getByLabelText('Account name'), 'general-hospital');
    await user.click(form.getByLabelText('Agilia Connect Syringe Pump'));
    await user.click(form.getByLabelText('Volumat MC Agilia'));
    expect(form.getByLabelText('Generate a strong password')).toBeChecked();
    await user.click(form.getByRole('button', { name: 'Create account' }));

    expect(await form.findByText('Tide-Lantern-Orbit-42')).toBeInTheDocument();
    expect(form.getByText(/It will not be shown again/)).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Copy password' })).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ name: 'general-hospital', models: ['syringe-pump', 'volumat-mc'] });
    expect(post?.headers['csrf-token']).toBe('csrf-123');
  });

  it('creates an account with a typed password without showing it back', async () => {
    fakeConsoleApi({
      [`GET ${consolePaths.session}`]: signedIn('admin'),
      [`GET ${consolePaths.accounts}`]: accounts,
      [`GET ${consolePaths.catalogue}`]: catalogue,
      [`POST ${consolePaths.accounts}`]: { account: { ...hospital, name: 'city-clinic', openSessions: 0 } },
    });
    renderConsole('/accounts');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('region', { name: 'New account' }));
    await user.type(form.getByLabelText('Account name'), 'city-clinic');
    await user.click(form.getByLabelText('Volumat MC Agilia'));
    await user.click(form.getByLabelText('Type one'));
    await user.type(form.getByLabelText('Password'), 'tulips on the third floor');
    await user.click(form.getByRole('button', { name: 'Create account' }));

    expect(await form.findByText(/created with the password you typed/)).toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Copy password' })).not.toBeInTheDocument();
  });

  it("keeps what was typed and shows the server's reason when creating fails", async () => {
    api('admin');
    fakeConsoleApi({
      [`GET ${consolePaths.session}`]: signedIn('admin'),
      [`GET ${consolePaths.accounts}`]: accounts,
      [`GET ${consolePaths.catalogue}`]: catalogue,
      [`POST ${consolePaths.accounts}`]: { status: 409, body: { error: 'An account of that name exists.' } },
    });
    renderConsole('/accounts');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('region', { name: 'New account' }));
    await user.type(form.getByLabelText('Account name'), 'city-clinic');
    await user.click(form.getByLabelText('Volumat MC Agilia'));
    await user.click(form.getByLabelText('Type one'));
    await user.type(form.getByLabelText('Password'), 'my own long passphrase');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(await form.findByRole('alert')).toHaveTextContent('An account of that name exists.');
    expect(form.getByLabelText('Account name')).toHaveValue('city-clinic');
    expect(form.getByLabelText('Password')).toHaveValue('my own long passphrase');
    expect(form.queryByText(/will not be shown again/)).not.toBeInTheDocument();
  });

  it('lists the accounts with their product lines by title', async () => {
    api('viewer');
    renderConsole('/accounts');
    const row = (await screen.findByRole('rowheader', { name: name })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Agilia Connect Syringe Pump, Agilia Connect Volumetric Pump');
  });

  it('shows a viewer everything and no control that changes anything', async () => {
    api('viewer');
    renderConsole('/accounts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New account' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name }));
    expect(await screen.findByRole('heading', { level: 1, name: `Account ${name}` })).toBeInTheDocument();
    expect(screen.getByText('198.51.100.23')).toBeInTheDocument();
    // The sign-in link tells whether a password is the account's: an admin's tool too.
    const changes = /save|rotate|disable|enable|remove|^end|make the link/i;
    expect(screen.queryAllByRole('button', { name: changes })).toEqual([]);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByLabelText("The account's current password")).not.toBeInTheDocument();
  });

  it('offers an admin every change on the account page', async () => {
    api('admin');
    renderConsole(`/accounts/${name}`);
    for (const label of [
      'Save product lines',
      'Rotate password',
      'Disable account',
      'Remove account',
      'End all sessions',
    ]) {
      expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
    }
  });
});
