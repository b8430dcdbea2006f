import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consolePaths, type ImportCheck } from '../../../engine/shared/console/console-api';
import { accounts, catalogue } from '../testing/console-fixtures';
import { fakeConsoleApi, signedIn } from '../testing/fake-console-api';
import { renderConsole } from '../testing/render-console';

afterEach(() => vi.restoreAllMocks());

const bad: ImportCheck = {
  rows: [],
  problems: [
    { line: 3, column: 'contact_email', message: '"ana@" is not a valid e-mail address' },
    { line: 4, column: null, message: '2 field(s) where the first line names 10 column(s)' },
  ],
};
const good: ImportCheck = {
  problems: [],
  rows: [
    {
      line: 2,
      name: 'st-marys',
      models: ['syringe-pump'],
      hospitalName: "St Mary's",
      customerNumber: 'C-1',
      accessEndsOn: '2027-01-01',
    },
    { line: 3, name: 'clinico', models: ['volumat-mc'], hospitalName: null, customerNumber: null, accessEndsOn: null },
  ],
};

const csvFile = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

function api(role: 'admin' | 'viewer' = 'admin') {
  return fakeConsoleApi({
    [`GET ${consolePaths.session}`]: signedIn(role),
    [`GET ${consolePaths.catalogue}`]: catalogue,
    [`GET ${consolePaths.accounts}`]: accounts,
    [`POST ${consolePaths.accountsImport}`]: ({ body }: { body?: unknown }) => {
      const { csv, dryRun } = body as { csv: string; dryRun: boolean };
      if (csv.includes('ana@,')) return bad;
      if (dryRun) return good;
      return {
        status: 201,
        body: {
          accounts: [
            { name: 'st-marys', password: 'abcd-efgh-ijkl-mnop-qrst' },
            { name: 'clinico', password: 'uvwx-yz23-4567-abcd-efgh' },
          ],
        },
      };
    },
  });
}

describe('importing accounts in the console', () => {
  it('checks a file, lists its problems at their lines, and offers no import until a file is right', async () => {
    const calls = api();
    renderConsole('/accounts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Import accounts from a CSV file' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Import accounts' })).toBeInTheDocument();

    await user.upload(screen.getByLabelText('CSV file'), csvFile('hospitals.csv', 'name,product_lines\nx,y,ana@,\n'));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('2 problems in hospitals.csv: nothing can be imported');
    const problems = within(screen.getByRole('region', { name: 'Problems in hospitals.csv (2)' }));
    expect(
      problems.getByRole('row', { name: /^3 contact_email "ana@" is not a valid e-mail address$/ }),
    ).toBeInTheDocument();
    expect(problems.getByRole('row', { name: /^4 The whole line 2 field/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { csv: 'name,product_lines\nx,y,ana@,\n', dryRun: true },
    ]);

    await user.upload(
      screen.getByLabelText('CSV file'),
      csvFile('fixed.csv', 'name,product_lines\nst-marys,syringe-pump\n'),
    );
    expect(screen.queryByRole('region', { name: /Problems/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('fixed.csv is ready: 2 accounts to import.')).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Accounts in fixed.csv (2)' }));
    expect(
      rows.getByRole('row', { name: /st-marys Agilia Connect Syringe Pump St Mary's C-1 1 Jan 2027/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import 2 accounts' }));
    const shown = within(await screen.findByRole('region', { name: 'Passwords of the 2 imported accounts' }));
    expect(shown.getByText('abcd-efgh-ijkl-mnop-qrst')).toBeInTheDocument();
    expect(shown.getByText(/They will not be shown again/)).toBeInTheDocument();
    expect(shown.getByRole('link', { name: 'Download as CSV' })).toHaveAttribute('download', 'imported-passwords.csv');
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      csv: 'name,product_lines\nst-marys,syringe-pump\n',
      dryRun: false,
    });
    expect(screen.queryByLabelText('CSV file')).not.toBeInTheDocument();
  });

  it('shows a viewer the format and no way to import', async () => {
    api('viewer');
    renderConsole('/accounts/import');
    expect(await screen.findByText('Only an admin may import accounts.')).toBeInTheDocument();
    expect(screen.queryByLabelText('CSV file')).not.toBeInTheDocument();
    expect(screen.getByText('How to write the file')).toBeInTheDocument();
  });
});
