import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AccountSummary, consolePaths } from '../../../engine/shared/console/console-api';
import { accountPageAnswers } from '../testing/account-page-answers';
import { accounts } from '../testing/console-fixtures';
import { type FakeAnswer, fakeConsoleApi, signedIn } from '../testing/fake-console-api';
import { renderConsole } from '../testing/render-console';

afterEach(() => vi.restoreAllMocks());

const [hospital] = accounts as [AccountSummary];

function api(account: AccountSummary, role: 'admin' | 'viewer', details?: FakeAnswer) {
  const name = account.name;
  return fakeConsoleApi({
    ...accountPageAnswers(name),
    [`GET ${consolePaths.session}`]: signedIn(role),
    [`GET ${consolePaths.account(name)}`]: account,
    ...(details === undefined ? {} : { [`PATCH ${consolePaths.accountDetails(name)}`]: details }),
  });
}

describe("the account page's customer details", () => {
  it('shows who the customer is and when its access ends, by name, to a viewer, with nothing to change', async () => {
    api(hospital, 'viewer');
    renderConsole(`/accounts/${hospital.name}`);
    const section = within(await screen.findByRole('region', { name: 'Customer' }));
    expect(section.getByText("St Mary's Hospital")).toBeInTheDocument();
    expect(section.getByText('United Kingdom (GB)')).toBeInTheDocument();
    expect(section.getByText('English')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'dana.whitfield@example.org' })).toHaveAttribute(
      'href',
      'mailto:dana.whitfield@example.org',
    );
    expect(section.getByText('Ends on 1 Jan 2027 (00:00 UTC)')).toBeInTheDocument();
    expect(section.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says an account whose access ended signs in no more', async () => {
    const ended = { ...hospital, accessEndsOn: '2026-03-01', accessEnded: true };
    api(ended, 'viewer');
    renderConsole(`/accounts/${ended.name}`);
    expect(await screen.findByText('Ended on 1 Mar 2026: the account signs in no more')).toBeInTheDocument();
    expect(screen.getByText('Access ended')).toBeInTheDocument();
  });

  it('lets an admin change them: a refused e-mail is marked with its reason, then the change is saved', async () => {
    let refuse = true;
    const calls = api(hospital, 'admin', () =>
      refuse
        ? {
            status: 400,
            body: {
              error: 'Contact e-mail: "dana@" is not a valid e-mail address',
              fields: { contactEmail: '"dana@" is not a valid e-mail address' },
            },
          }
        : hospital,
    );
    renderConsole(`/accounts/${hospital.name}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit customer details' }));
    const form = within(screen.getByRole('form', { name: 'Customer details' }));
    await user.selectOptions(form.getByLabelText('Country'), 'IE');
    const email = form.getByLabelText('Contact e-mail');
    await user.clear(email);
    await user.type(email, 'dana@');
    await user.click(form.getByRole('button', { name: 'Save customer details' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Contact e-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('"dana@" is not a valid e-mail address');

    refuse = false;
    await user.type(email, 'hospital.example');
    await user.click(form.getByRole('button', { name: 'Save customer details' }));
    expect(await screen.findByText('Customer details saved.')).toBeInTheDocument();
    const patch = calls.filter((call) => call.method === 'PATCH').at(-1);
    expect(patch?.body).toMatchObject({
      country: 'IE',
      contactEmail: 'dana@hospital.example',
      accessEndsOn: '2027-01-01',
    });
    expect(screen.queryByRole('form', { name: 'Customer details' })).not.toBeInTheDocument();
  });
});
