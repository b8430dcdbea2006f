import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AccountSummary, consolePaths } from '../../../engine/shared/console/console-api';
import { accountPageAnswers } from '../testing/account-page-answers';
import { accounts, accountUsage } from '../testing/console-fixtures';
import { fakeConsoleApi, signedIn } from '../testing/fake-console-api';
import { renderConsole } from '../testing/render-console';

afterEach(() => vi.restoreAllMocks());

const [hospital] = accounts as [AccountSummary];
const name = hospital.name;

function api(usage = accountUsage) {
  fakeConsoleApi({
    ...accountPageAnswers(name),
    [`GET ${consolePaths.session}`]: signedIn('viewer'),
    [`GET ${consolePaths.account(name)}`]: hospital,
    [`GET ${consolePaths.accountUsage(name)}`]: usage,
  });
}

describe("the account page's usage and lockouts", () => {
  it('shows its own usage over 30 days, in total and day by day', async () => {
    api();
    renderConsole(`/accounts/${name}`);
    const usage = within(await screen.findByRole('region', { name: 'Usage over the last 30 days' }));
    expect(usage.getByText('From 15 Feb 2026 to 16 Mar 2026 (UTC).')).toBeInTheDocument();
    const totals = usage.getAllByRole('definition').map((figure) => figure.textContent);
    expect(totals).toEqual(['7', '1', '15', '9']);
    expect(usage.getByRole('row', { name: '2 Mar 2026 4 0 12 7' })).toBeInTheDocument();
    expect(usage.getByText(/a mistyped password names no account/)).toBeInTheDocument();
    expect(usage.queryByText(/The server keeps/)).not.toBeInTheDocument();
  });

  it('says when the server keeps fewer days than the period', async () => {
    api({ ...accountUsage, keptDays: { audit: 14, searches: 90 } });
    renderConsole(`/accounts/${name}`);
    expect(
      await screen.findByText(/The server keeps sign-ins and downloads 14 days only: earlier days show nothing\./),
    ).toBeInTheDocument();
  });

  it('lists only the lockouts at addresses it signed in from', async () => {
    api();
    renderConsole(`/accounts/${name}`);
    const section = within(await screen.findByRole('region', { name: 'Sign-in lockouts' }));
    expect(section.getByRole('rowheader', { name: '198.51.100.77' })).toBeInTheDocument();
    expect(section.queryByRole('rowheader', { name: '203.0.113.9' })).not.toBeInTheDocument();
  });
});
