import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sha256 } from 'js-sha256';
import { describe, expect, it, vi } from 'vitest';
import { fixtureModels, fixtureSite } from '../../tests/fixtures/fixture-content';
import { fakeApi, goodPassword } from '../testing/fake-api';
import { account } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

async function submit(password: string) {
  const user = userEvent.setup();
  const input = await screen.findByLabelText('Password');
  if (password) await user.type(input, password);
  await user.click(screen.getByRole('button', { name: 'LOGIN' }));
  return { user, input };
}

describe('login page', () => {
  it('sends the SHA-256 of the trimmed password and goes to the catalogue', async () => {
    const api = fakeApi();
    const app = renderApp('/login');
    await submit(`  ${goodPassword}  `);
    expect(await screen.findByRole('heading', { level: 1, name: 'WELCOME' })).toBeInTheDocument();
    expect(app.location()).toBe('/');
    const [check] = api.callsTo('POST', '/api/session');
    expect(check?.body).toEqual({ authKey: sha256(goodPassword) });
    expect(check?.credentials).toBe('same-origin');
    expect(sessionStorage.getItem('loggedIn')).toBe('true');
    expect(JSON.parse(sessionStorage.getItem('account') ?? 'null')).toEqual(account);
  });

  it('shows the exact message, marks the input invalid and links the admin contact on a wrong password', async () => {
    fakeApi();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    renderApp('/login');
    const { input } = await submit('wrong');
    const alert = await screen.findByRole('alert');
    const { errorMessage } = fixtureSite().login;
    expect(alert).toHaveTextContent(errorMessage);
    expect(alert.textContent).toBe(errorMessage);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', alert.id);
    expect(screen.getByRole('link', { name: 'contact your admin' })).toHaveAttribute(
      'href',
      'mailto:support@example.test',
    );
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/invalid password/i));
  });

  it('allows a retry after a failure', async () => {
    fakeApi();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const app = renderApp('/login');
    const { user, input } = await submit('wrong');
    await screen.findByRole('alert');
    await user.clear(input);
    await user.type(input, goodPassword);
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('heading', { name: 'WELCOME' })).toBeInTheDocument();
    expect(app.location()).toBe('/');
  });

  it('disables the button while the check runs', async () => {
    const api = fakeApi();
    const release = api.hold('POST /api/session');
    renderApp('/login');
    await submit(goodPassword);
    await waitFor(() => expect(screen.getByRole('button', { name: 'LOGIN' })).toBeDisabled());
    release();
    expect(await screen.findByRole('heading', { name: 'WELCOME' })).toBeInTheDocument();
  });

  it('makes no request for an empty or blank password, and says what to do', async () => {
    const api = fakeApi();
    renderApp('/login');
    await submit('');
    expect(await screen.findByRole('alert')).toHaveTextContent(fixtureSite().login.emptyPasswordMessage);
    await submit('   ');
    expect(api.callsTo('POST', '/api/session')).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent(fixtureSite().login.emptyPasswordMessage);
  });

  it('comes back to the page a signed-out visitor asked for, and only to a page of the portal', async () => {
    fakeApi({ signedOut: true });
    const app = renderApp('/demo/internal/home?tab=2');
    await submit(goodPassword);
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Pump' })).toBeInTheDocument();
    expect(app.location()).toBe('/demo/internal/home?tab=2');
  });

  it('goes to the catalogue for a next page of another site', async () => {
    fakeApi();
    const app = renderApp(`/login?next=${encodeURIComponent('//evil.example/demo')}`);
    await submit(goodPassword);
    expect(await screen.findByRole('heading', { level: 1, name: 'WELCOME' })).toBeInTheDocument();
    expect(app.location()).toBe('/');
  });

  it('says so when the server cannot be reached, without calling the password wrong', async () => {
    fakeApi({ fail: { 'POST /api/session': 'network' } });
    renderApp('/login');
    const { input } = await submit(goodPassword);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach the server/i);
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('authenticates with the auth parameter on load and removes it from the address', async () => {
    const api = fakeApi();
    const app = renderApp(`/login?auth=${sha256(goodPassword)}`);
    expect(await screen.findByRole('heading', { name: 'WELCOME' })).toBeInTheDocument();
    expect(api.callsTo('GET', `/authenticate.php?auth_key=${sha256(goodPassword)}`)).toHaveLength(1);
    expect(api.callsTo('POST', '/api/session')).toHaveLength(0);
    expect(app.address()).not.toContain('auth=');
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(app.location()).toBe('/');
    expect(sessionStorage.getItem('loggedIn')).toBe('true');
  });

  it("keeps the signed-in account when a link carries another account's password", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    fakeApi({ signedInAs: { name: 'Other hospital', models: [fixtureModels.first] } });
    const app = renderApp(`/login?auth=${sha256(goodPassword)}`);
    expect(await screen.findByRole('heading', { name: 'WELCOME' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('account') ?? '{}')).toMatchObject({ name: 'Other hospital' });
    expect(log).toHaveBeenCalledWith('The link was not used: Signed in already');
    expect(app.address()).not.toContain('auth=');
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it('shows the form when the auth parameter is not accepted', async () => {
    fakeApi();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const app = renderApp('/login?auth=bad');
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(sessionStorage.getItem('loggedIn')).toBeNull();
  });

  it('goes to the secure download of requestedFile after a successful login', async () => {
    fakeApi();
    const app = renderApp('/login?requestedFile=guides%2Fsafety%20info.pdf');
    await submit(goodPassword);
    await waitFor(() => expect(app.assign).toHaveBeenCalledWith('/secure-download?file=guides%2Fsafety%20info.pdf'));
    expect(app.location()).toBe('/login?requestedFile=guides%2Fsafety%20info.pdf');
  });

  it('goes to the requested file after an auth link check too', async () => {
    fakeApi();
    const app = renderApp(`/login?requestedFile=a.pdf&auth=${sha256(goodPassword)}`);
    await waitFor(() => expect(app.assign).toHaveBeenCalledWith('/secure-download?file=a.pdf'));
  });
});
