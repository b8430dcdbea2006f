import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consolePaths } from '../../../engine/shared/console/console-api';
import { formatTime } from '../shared/format';
import { accounts, catalogue } from '../testing/console-fixtures';
import { fakeConsoleApi, signedIn } from '../testing/fake-console-api';
import { renderConsole } from '../testing/render-console';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

async function fillIn(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Name'), 'alice');
  await user.type(screen.getByLabelText('Password'), 'a long passphrase');
  await user.type(screen.getByLabelText(/Code from your authenticator/), code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('signing in to the console', () => {
  it('sends a signed-out operator to sign in, naming the page asked for', async () => {
    fakeConsoleApi({ [`GET ${consolePaths.session}`]: { signedIn: false } });
    const { location } = renderConsole('/audit?account=st-marys');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe(`/admin/sign-in?next=${encodeURIComponent('/audit?account=st-marys')}`);
  });

  it("shows the server's reason and keeps what was typed", async () => {
    fakeConsoleApi({
      [`GET ${consolePaths.session}`]: { signedIn: false },
      [`POST ${consolePaths.signIn}`]: { status: 401, body: { error: 'Name, password or code is wrong.' } },
    });
    renderConsole('/sign-in');
    await fillIn('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Name, password or code is wrong.');
    expect(screen.getByLabelText('Name')).toHaveValue('alice');
    expect(screen.getByLabelText('Password')).toHaveValue('a long passphrase');
  });

  it('says when sign-ins are limited, without a reason from the server', async () => {
    fakeConsoleApi({
      [`GET ${consolePaths.session}`]: { signedIn: false },
      [`POST ${consolePaths.signIn}`]: { status: 429 },
    });
    renderConsole('/sign-in');
    await fillIn('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });

  it('warns, until dismissed, of failed sign-ins under the name from other addresses since the last sign-in', async () => {
    let session = { signedIn: false } as object;
    const since = Date.UTC(2026, 10, 20, 9, 30);
    fakeConsoleApi({
      [`GET ${consolePaths.session}`]: () => session,
      [`POST ${consolePaths.signIn}`]: () => {
        session = signedIn();
        return { ...session, failedSignIns: { count: 4, since, lockouts: 1 } };
      },
      [`GET ${consolePaths.accounts}`]: accounts,
      [`GET ${consolePaths.catalogue}`]: catalogue,
      [`GET ${consolePaths.paperCopies}`]: [],
    });
    renderConsole('/sign-in');
    const user = await fillIn('123456');
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(
      `4 failed sign-ins under your name from other addresses since ${formatTime(since)}; they locked your name once.`,
    );
    // Still there on the next page.
    await user.click(screen.getByRole('link', { name: 'Paper copies' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Paper copies' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('4 failed sign-ins');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a recovery code instead of the code when asked, then opens the page first asked for', async () => {
    let session = { signedIn: false } as object;
    const calls = fakeConsoleApi({
      [`GET ${consolePaths.session}`]: () => session,
      [`POST ${consolePaths.signIn}`]: () => {
        session = signedIn();
        return session;
      },
      [`GET ${consolePaths.accounts}`]: accounts,
      [`GET ${consolePaths.catalogue}`]: catalogue,
    });
    const { location } = renderConsole(`/sign-in?next=${encodeURIComponent('/accounts?q=st')}`);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Use a recovery code'));
    await user.type(screen.getByLabelText('Name'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(location()).toBe('/admin/accounts?q=st');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'alice',
      password: 'a long passphrase',
      recoveryCode: 'abcd-efgh',
    });
  });
});
