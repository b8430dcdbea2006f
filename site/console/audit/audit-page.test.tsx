import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consolePaths } from '../../../engine/shared/console/console-api';
import { auditPage } from '../testing/console-fixtures';
import { fakeConsoleApi, signedIn } from '../testing/fake-console-api';
import { renderConsole } from '../testing/render-console';

afterEach(() => vi.restoreAllMocks());

const auditCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path.startsWith(`${consolePaths.audit}?`) || call.path === consolePaths.audit);

describe('the audit page', () => {
  it('reads its filters from the address and asks the server for them', async () => {
    const calls = fakeConsoleApi({
      [`GET ${consolePaths.session}`]: signedIn('viewer'),
      [`GET ${consolePaths.audit}`]: auditPage,
    });
    renderConsole('/audit?from=2026-03-01&kind=login-failed&kind=lockout&account=st-marys&page=2');
    expect(await screen.findByText('Page 2 of 40')).toBeInTheDocument();
    expect(auditCalls(calls).map((call) => call.path)).toEqual([
      `${consolePaths.audit}?from=2026-03-01&account=st-marys&kinds=login-failed%2Clockout&page=2`,
    ]);
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('Account')).toHaveValue('st-marys');
    const csv = screen.getByRole('link', { name: /Export the matching entries/ });
    expect(csv).toHaveAttribute(
      'href',
      `${consolePaths.auditCsv}?from=2026-03-01&account=st-marys&kinds=login-failed%2Clockout`,
    );
  });

  it('writes applied filters into the address, and Back returns to the previous view', async () => {
    fakeConsoleApi({
      [`GET ${consolePaths.session}`]: signedIn('viewer'),
      [`GET ${consolePaths.audit}`]: auditPage,
    });
    const { location, router } = renderConsole('/audit?page=2');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Operator'), 'alice');
    await user.selectOptions(screen.getByLabelText(/Kinds/), ['Account created']);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(location()).toContain('operator=alice'));
    expect(location()).toContain('kind=account-created');
    expect(location()).not.toContain('page=');

    await router.navigate(-1);
    await vi.waitFor(() => expect(location()).toBe('/admin/audit?page=2'));
    await vi.waitFor(() => expect(screen.getByLabelText('Operator')).toHaveValue(''));
  });

  it('moves between pages and keeps the filters', async () => {
    fakeConsoleApi({
      [`GET ${consolePaths.session}`]: signedIn('viewer'),
      [`GET ${consolePaths.audit}`]: auditPage,
    });
    const { location } = renderConsole('/audit?operator=alice&page=2');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Next page' }));
    await vi.waitFor(() => expect(location()).toBe('/admin/audit?operator=alice&page=3'));
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/admin/audit?operator=alice');
  });
});
