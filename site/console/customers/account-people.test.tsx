import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AccountSummary, consolePaths } from '../../../engine/shared/console/console-api';
import { accountPageAnswers } from '../testing/account-page-answers';
import { accounts, namedPeople } from '../testing/console-fixtures';
import { fakeConsoleApi, signedIn } from '../testing/fake-console-api';
import { renderConsole } from '../testing/render-console';

afterEach(() => vi.restoreAllMocks());

const [hospital] = accounts as [AccountSummary];
const name = hospital.name;
const [ana] = namedPeople as [(typeof namedPeople)[number]];

function api(role: 'admin' | 'viewer') {
  let people = namedPeople;
  return fakeConsoleApi({
    ...accountPageAnswers(name),
    [`GET ${consolePaths.session}`]: signedIn(role),
    [`GET ${consolePaths.account(name)}`]: hospital,
    [`GET ${consolePaths.accountPeople(name)}`]: () => people,
    [`DELETE ${consolePaths.accountPerson(name, ana.id)}`]: () => {
      people = people.filter((person) => person.id !== ana.id);
      return { name: ana.name, email: ana.email, sessionsEnded: 1 };
    },
  });
}

describe("the account page's named people", () => {
  it('lists them for a viewer, with nothing to remove', async () => {
    api('viewer');
    renderConsole(`/accounts/${name}`);
    const section = within(await screen.findByRole('region', { name: 'Named people (2)' }));
    expect(section.getByRole('row', { name: /^Ana Ruiz ana\.ruiz@st-marys\.example\.org .* 1$/ })).toBeInTheDocument();
    expect(section.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets an admin remove one after saying what goes with them', async () => {
    const calls = api('admin');
    renderConsole(`/accounts/${name}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Ana Ruiz' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove Ana Ruiz?' }));
    expect(
      dialog.getByText(
        /Their open session ends now\. What they confirmed as read and understood stays in the acknowledgement report/,
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove Ana Ruiz' }));
    expect(await screen.findByText('Ana Ruiz removed; their sessions have ended.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Named people (1)' })).toBeInTheDocument();
    const removal = calls.find((call) => call.method === 'DELETE');
    expect(removal?.path).toBe(consolePaths.accountPerson(name, ana.id));
    expect(removal?.headers['csrf-token']).toBe('csrf-123');
  });
});
