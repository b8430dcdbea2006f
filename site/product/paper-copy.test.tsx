import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureModels, fixtureSite } from '../../tests/fixtures/fixture-content';
import { fakeApi } from '../testing/fake-api';
import { account } from '../testing/fixtures';
import { loadProductArea, renderApp, storeSession } from '../testing/render-app';

const texts = fixtureSite().paperCopy;

async function sendRequest(options: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(options);
  storeSession(account);
  renderApp('/demo/internal/pharmacy/instructions-for-use');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: texts.buttonLabel }));
  await user.type(screen.getByLabelText(texts.nameLabel), 'Ada Nurse');
  await user.type(screen.getByLabelText(texts.facilityLabel), 'St Mary’s');
  await user.type(screen.getByLabelText(texts.addressLabel), 'Ward 7');
  await user.type(screen.getByLabelText(texts.emailLabel), 'ada@example.org');
  await user.click(screen.getByRole('button', { name: texts.submitLabel }));
  return api;
}

describe('paper-copy requests from the site', () => {
  beforeAll(loadProductArea);

  it('posts the form as JSON with the session cookie and shows the reference the server gave', async () => {
    const api = await sendRequest();
    expect(await screen.findByText(/its reference is PC-7K3M-Q9XD\.$/)).toBeInTheDocument();
    const [call] = api.callsTo('POST', '/api/paper-copy-requests');
    expect(call?.credentials).toBe('same-origin');
    expect(call?.body).toEqual({
      model: fixtureModels.first,
      document: 'download:demo/instructions-for-use-v5.pdf',
      copies: 1,
      name: 'Ada Nurse',
      facility: 'St Mary’s',
      address: 'Ward 7',
      email: 'ada@example.org',
    });
  });

  it("puts the server's per-field messages under the fields it refused", async () => {
    await sendRequest({
      paperCopyAnswer: {
        status: 400,
        body: { error: 'email: Not a valid email address', fields: { email: 'Not a valid email address' } },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(`${texts.emailLabel}: Not a valid email address`);
    expect(alert).not.toHaveTextContent('email: Not a valid email address');
    expect(screen.getByLabelText(texts.emailLabel)).toHaveAccessibleDescription('Not a valid email address');
  });

  it('says why when the server refuses for another reason, such as too many requests', async () => {
    await sendRequest({ fail: { 'POST /api/paper-copy-requests': 429 } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${texts.failed}Too many attempts. Please wait a moment and try again.`,
    );
  });
});
