import { screen } from '@testing-library/react';
import { sha256 } from 'js-sha256';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, goodPassword } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';

// The link check's code does not arrive (the browser went offline): the request fails when the test says.
const request = vi.hoisted(() => {
  let fail = () => {};
  const failed = new Promise<void>((resolve) => {
    fail = resolve;
  });
  return { failed, fail };
});
vi.mock('./link-sign-in', async () => {
  await request.failed;
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('a sign-in link whose check cannot be loaded', () => {
  it('says it is checking, then drops the credential from the address and shows the password form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi();
    const app = renderApp(`/login?requestedFile=a.pdf&auth=${sha256(goodPassword)}`);
    expect(await screen.findByText('Checking your access…')).toHaveRole('status');
    request.fail();
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(app.location()).toBe('/login?requestedFile=a.pdf');
    expect(api.callsTo('GET', `/authenticate.php?auth_key=${sha256(goodPassword)}`)).toHaveLength(0);
    expect(sessionStorage.getItem('loggedIn')).toBeNull();
  });
});
