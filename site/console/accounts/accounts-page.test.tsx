import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consolePaths } from '../../../engine/shared/console/console-api';
import { accountPageAnswers } from '../testing/account-page-answers';
import { accounts, catalogue, signInLinks } from '../testing/console-fixtures';
import { fakeConsoleApi, signedIn } from '../testing/fake-console-api';
import { renderConsole } from '../testing/render-console';

afterEach(() => vi.restoreAllMocks());

const [hospital] = accounts;
const name = hospital?.name ?? '';

function api(role: 'admin' | 'viewer') {
  return fakeConsoleApi({
    [`GET ${consolePaths.session}`]: signedIn(role),
    [`GET ${consolePaths.accounts}`]: accounts,
    ...accountPageAnswers(name),
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
    const changes = /save|rotate|disable|enable|remove|^end|make the link|issue|revoke/i;
    expect(screen.queryAllByRole('button', { name: changes })).toEqual([]);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByLabelText("The account's current password")).not.toBeInTheDocument();
    // The issued links are listed, by label, issuer and state.
    const links = within(screen.getByRole('region', { name: 'Issued links (2)' }));
    expect(links.getByRole('row', { name: /Ward 7 tablet .* alice .* Active/ })).toBeInTheDocument();
    expect(links.getByRole('row', { name: /Link 1 .* cli:root .* Expired/ })).toBeInTheDocument();
  });

  it('issues a sign-in link, shows its address once, and revokes one', async () => {
    const url = `https://portal.example/login?auth=${'a'.repeat(64)}`;
    const calls = fakeConsoleApi({
      [`GET ${consolePaths.session}`]: signedIn('admin'),
      ...accountPageAnswers(name),
      [`POST ${consolePaths.accountLinks(name)}`]: { link: signInLinks[0], url },
      [`DELETE ${consolePaths.accountLinkRevocation(name, 2)}`]: { ...signInLinks[0], status: 'revoked' },
    });
    renderConsole(`/accounts/${name}`);
    const user = userEvent.setup();
    const section = within(await screen.findByRole('region', { name: 'Sign-in links' }));
    await user.type(section.getByLabelText('Label (who or what it is for)'), 'Night shift');
    await user.clear(section.getByLabelText('Days until it expires'));
    await user.type(section.getByLabelText('Days until it expires'), '7');
    await user.click(section.getByRole('button', { name: 'Issue link' }));
    expect(await section.findByText(url)).toBeInTheDocument();
    expect(section.getByText(/it is not shown again/)).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ days: 7, label: 'Night shift' });

    await user.click(section.getByRole('button', { name: 'Revoke Ward 7 tablet' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'DELETE')?.headers['csrf-token']).toBe('csrf-123');
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
      'Issue link',
      'Revoke Ward 7 tablet',
      'Save setting',
    ]) {
      expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
    }
  });
});
