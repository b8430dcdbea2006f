import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consolePaths } from '../../../engine/shared/console/console-api';
import { accountPageAnswers } from '../testing/account-page-answers';
import { accounts, hospitalSignIn } from '../testing/console-fixtures';
import { fakeConsoleApi, signedIn } from '../testing/fake-console-api';
import { renderConsole } from '../testing/render-console';

afterEach(() => vi.restoreAllMocks());

const name = accounts[0]?.name ?? '';

function api(role: 'admin' | 'viewer', connection = hospitalSignIn) {
  return fakeConsoleApi({
    ...accountPageAnswers(name),
    [`GET ${consolePaths.session}`]: signedIn(role),
    [`GET ${consolePaths.accountHospitalSignIn(name)}`]: connection,
    [`POST ${consolePaths.accountHospitalSignIn(name)}`]: {
      status: 400,
      body: {
        error: 'The identity provider https://idp.example cannot be reached from this server: nothing was saved.',
      },
    },
  });
}

const section = async () => within(await screen.findByRole('region', { name: 'Hospital sign-in' }));

describe('the hospital sign-in of an account in the console', () => {
  it('shows the redirect URI to register and the connection, the client secret only as set', async () => {
    api('viewer');
    renderConsole(`/accounts/${name}`);
    const region = await section();
    expect(region.getByText('https://portal.example/sso/callback')).toBeInTheDocument();
    expect(region.getByText(hospitalSignIn.settings?.issuer ?? '')).toBeInTheDocument();
    expect(region.getByText('Set (never shown)')).toBeInTheDocument();
    expect(region.getByText('stmary.example')).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Save hospital sign-in' })).not.toBeInTheDocument();
  });

  it('sends an admin’s change with the secret only when one is typed, and says why the server refused it', async () => {
    const calls = api('admin');
    renderConsole(`/accounts/${name}`);
    const region = await section();
    const user = userEvent.setup();
    const secret = region.getByLabelText(/Client secret \(set: leave empty to keep it/);
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveValue('');
    await user.clear(region.getByLabelText(/E-mail domains/));
    await user.type(region.getByLabelText(/E-mail domains/), 'stmary.example, clinic.stmary.example');
    await user.click(region.getByLabelText('The shared password still works'));
    await user.click(region.getByRole('button', { name: 'Save hospital sign-in' }));
    expect(await region.findByRole('alert')).toHaveTextContent(/cannot be reached from this server: nothing was saved/);
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      issuer: hospitalSignIn.settings?.issuer,
      clientId: hospitalSignIn.settings?.clientId,
      domains: ['stmary.example', 'clinic.stmary.example'],
      groupClaim: null,
      groupValue: null,
      passwordAllowed: false,
    });
    expect(post?.headers['csrf-token']).toBe('csrf-123');

    await user.type(secret, 'a new secret');
    await user.click(region.getByRole('button', { name: 'Save hospital sign-in' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST')[1]?.body).toMatchObject({ clientSecret: 'a new secret' });
  });

  it('asks for the secret to connect an account that has no hospital sign-in yet', async () => {
    api('admin', { redirectUri: 'https://portal.example/sso/callback', settings: null });
    renderConsole(`/accounts/${name}`);
    const region = await section();
    expect(region.getByText(/Not connected/)).toBeInTheDocument();
    expect(region.getByLabelText('Client secret (required)')).toBeRequired();
    expect(region.queryByRole('button', { name: 'Remove hospital sign-in' })).not.toBeInTheDocument();
  });
});
