import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consolePaths } from '../../../engine/shared/console/console-api';
import { accountPageAnswers } from '../testing/account-page-answers';
import { acknowledgementReport } from '../testing/console-fixtures';
import { fakeConsoleApi, signedIn } from '../testing/fake-console-api';
import { renderConsole } from '../testing/render-console';

afterEach(() => vi.restoreAllMocks());

const name = acknowledgementReport.account;
const reportPath = consolePaths.accountAcknowledgements(name);

function api() {
  return fakeConsoleApi({
    ...accountPageAnswers(name),
    [`GET ${consolePaths.session}`]: signedIn('viewer'),
    [`GET ${reportPath}`]: ({ path }: { path: string }) => {
      const status = new URL(path, 'http://console.test').searchParams.get('status');
      return {
        ...acknowledgementReport,
        rows: acknowledgementReport.rows.filter((row) => !status || row.status === status),
      };
    },
  });
}

describe("an account's read-and-understood report", () => {
  it("is reached from the account's page and lists each person's status per document version", async () => {
    api();
    const page = renderConsole(`/accounts/${name}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /^Read and understood/ }));
    expect(await screen.findByRole('heading', { level: 1, name: `Read and understood: ${name}` })).toBeInTheDocument();
    expect(page.location()).toBe(`/admin/accounts/${name}/acknowledgements`);
    const table = screen.getByRole('table', { name: '6 rows, 2 outstanding' });
    const [, ...rows] = within(table).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Infusion Pump System',
        'Infusion Pump System instructions for use (PDF)',
        'Rev. D (current, 8 Jul 2025)',
        'Ana Ruizana.ruiz@st-marys.example',
        'Confirmed',
        expect.stringMatching(/^13 Mar 2026, /),
      ],
      [
        'Infusion Pump System',
        'Infusion Pump System instructions for use (PDF)',
        'Rev. D (current, 8 Jul 2025)',
        'Ben Okaforben.okafor@st-marys.example',
        'Outstanding',
        '—',
      ],
      [
        'Infusion Pump System',
        'Infusion Pump System instructions for use (PDF)',
        'Rev. C (earlier version)',
        'Ana Ruizana.ruiz@st-marys.example',
        'Confirmed',
        expect.stringMatching(/^16 Nov 2025, /),
      ],
      [
        'Infusion Pump System',
        'Infusion Pump System instructions for use (PDF)',
        'Rev. D (current, 8 Jul 2025)',
        'Carla Díaz (removed)carla.diaz@st-marys.example',
        'Confirmed',
        expect.stringMatching(/^14 Feb 2026, /),
      ],
      [
        'Infusion Pump System',
        'Cleaning and disinfecting sheet',
        '3 (current, 27 Feb 2025)',
        'Ana Ruizana.ruiz@st-marys.example',
        'Outstanding',
        '—',
      ],
      [
        'Infusion Pump System',
        'Cleaning and disinfecting sheet',
        '3 (current, 27 Feb 2025)',
        'Ben Okaforben.okafor@st-marys.example',
        'Confirmed',
        expect.stringMatching(/^15 Mar 2026, /),
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Download the hospital’s report (CSV)' })).toHaveAttribute(
      'href',
      consolePaths.accountAcknowledgementsCsv(name),
    );
  });

  it('filters by status through the address, asking the server for those rows', async () => {
    const calls = api();
    const page = renderConsole(`/accounts/${name}/acknowledgements`);
    const user = userEvent.setup();
    const filters = within(await screen.findByRole('form', { name: 'Filter the report' }));
    expect(filters.getByLabelText('Document')).toHaveTextContent(/Cleaning and disinfecting sheet/);
    await user.selectOptions(filters.getByLabelText('Status'), 'Outstanding');
    await user.click(filters.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('table', { name: '2 rows, 2 outstanding' })).toBeInTheDocument();
    expect(page.location()).toBe(`/admin/accounts/${name}/acknowledgements?model=&document=&status=outstanding`);
    expect(calls.map((call) => call.path)).toContain(`${reportPath}?status=outstanding`);
  });
});
