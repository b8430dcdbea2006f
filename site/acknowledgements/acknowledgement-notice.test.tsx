import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AcknowledgementDue } from '../../engine/shared/types';
import { fixtureLine, fixtureModels } from '../../tests/fixtures/fixture-content';
import { fakeApi } from '../testing/fake-api';
import { account } from '../testing/fixtures';
import { loadProductArea, renderApp, storeSession } from '../testing/render-app';

const line = fixtureLine(fixtureModels.first);
const [ifu, compatibility] = (line.acknowledgements ?? []).map(
  (document): AcknowledgementDue => ({ model: fixtureModels.first, line: line.product.title, ...document }),
);
if (!ifu || !compatibility) throw new Error('the fixture line asks for two documents to be confirmed');
/** A document of another line of the account, which the first line's home page leaves out. */
const otherLines: AcknowledgementDue = {
  ...compatibility,
  model: fixtureModels.sameBrand,
  line: 'Demo Bags',
  document: 'bags-guide',
  name: 'Bags guide',
};

const notice = () => screen.findByRole('region', { name: 'Read and confirm' });

describe('the notice of documents to read and confirm', () => {
  beforeAll(loadProductArea);

  it('on the catalogue, opens a document, confirms its version and takes it off the list at once', async () => {
    const api = fakeApi({ acknowledgements: { canConfirm: true, documents: [ifu, compatibility] } });
    storeSession(account);
    renderApp('/');
    const region = await notice();
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(region).toHaveTextContent(
      `New version of ${ifu.name} (version ${ifu.version}, July 08, 2025) — read it and confirm`,
    );
    const open = within(region).getByRole('link', { name: `Open ${ifu.name} (opens in a new tab)` });
    expect(open).toHaveAttribute('href', ifu.href);
    expect(open).toHaveAttribute('target', '_blank');
    // The confirmation comes once the document has been opened.
    expect(within(region).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(open);
    await userEvent.click(
      within(region).getByRole('checkbox', { name: `I have read and understood version ${ifu.version}` }),
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Confirm' }));

    const recorded = await screen.findByText(`Your confirmation of ${ifu.name}, version ${ifu.version}, is recorded.`);
    expect(recorded).toHaveAttribute('role', 'status');
    expect(within(await notice()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: new RegExp(`^Open ${ifu.name}`) })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/acknowledgements').map((call) => call.body)).toEqual([
      { model: ifu.model, document: ifu.document, version: ifu.version },
    ]);
    // The router asked for the list again, which no longer holds the confirmed version.
    expect(api.callsTo('GET', '/api/acknowledgements').length).toBeGreaterThan(1);
  });

  it('sends nothing until the reader ticks that they have read and understood it', async () => {
    const api = fakeApi({ acknowledgements: { canConfirm: true, documents: [ifu] } });
    storeSession(account);
    renderApp('/');
    const region = await notice();
    await userEvent.click(within(region).getByRole('link', { name: /^Open / }));
    await userEvent.click(within(region).getByRole('button', { name: 'Confirm' }));
    expect(within(region).getByRole('checkbox')).toBeInvalid();
    expect(api.callsTo('POST', '/api/acknowledgements')).toEqual([]);
  });

  it('tells a shared-password session that it cannot confirm, and how to sign in by name', async () => {
    fakeApi({ acknowledgements: { canConfirm: false, documents: [ifu] } });
    storeSession(account);
    renderApp('/');
    const region = await notice();
    await userEvent.click(within(region).getByRole('link', { name: /^Open / }));
    expect(region).toHaveTextContent(
      'Only people signed in with their own hospital account can confirm. To confirm, sign out and choose “Sign in with your hospital account” on the login page.',
    );
    expect(within(region).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it("says the server's reason when a confirmation is refused, and keeps the document", async () => {
    fakeApi({
      acknowledgements: { canConfirm: true, documents: [ifu] },
      acknowledgementAnswer: { status: 409, body: { error: 'Version 5.0 Rev. B is not the current version' } },
    });
    storeSession(account);
    renderApp('/');
    const region = await notice();
    await userEvent.click(within(region).getByRole('link', { name: /^Open / }));
    await userEvent.click(within(region).getByRole('checkbox'));
    await userEvent.click(within(region).getByRole('button', { name: 'Confirm' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Your confirmation could not be recorded. Version 5.0 Rev. B is not the current version',
    );
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
  });

  it("on a line's home page, lists that line's documents only, under its welcome", async () => {
    fakeApi({ acknowledgements: { canConfirm: true, documents: [ifu, otherLines] } });
    storeSession(account);
    renderApp('/demo/internal/home');
    const region = await notice();
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(region).toHaveTextContent(ifu.name);
    expect(region).not.toHaveTextContent(otherLines.name);
    const heading = screen.getByRole('heading', { level: 1, name: 'Demo Pump' });
    // After the page's heading, where a screen reader that starts there comes to it.
    expect(heading.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(region).getByRole('link', { name: /^Open / }));
    await userEvent.click(within(region).getByRole('checkbox'));
    await userEvent.click(within(region).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(`Your confirmation of ${ifu.name}, version ${ifu.version}, is recorded.`),
    ).toBeVisible();
  });

  it('shows nothing when there is nothing to confirm', async () => {
    fakeApi();
    storeSession(account);
    renderApp('/');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Read and confirm' })).not.toBeInTheDocument();
  });
});
