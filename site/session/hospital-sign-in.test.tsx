import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureSite } from '../../tests/fixtures/fixture-content';
import { fakeApi, goodPassword } from '../testing/fake-api';
import { account, siteAnswerIn } from '../testing/fixtures';
import { loadProductArea, renderApp, storeSession } from '../testing/render-app';

const texts = fixtureSite().login;
const hospital = texts.hospital;

describe('signing in with the hospital’s account', () => {
  it('is a plain form under the password form: a work e-mail sent to the server, with the page to come back to', async () => {
    fakeApi({ signedOut: true });
    renderApp('/login?next=%2Fdemo%2Finternal%2Fhome');
    const section = await screen.findByRole('form', { name: hospital.heading });
    expect(screen.getByLabelText(texts.passwordLabel)).toBeInTheDocument();
    const email = within(section).getByLabelText(hospital.emailLabel);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toBeRequired();
    expect(section).toHaveAttribute('method', 'get');
    expect(section).toHaveAttribute('action', '/sso/start');
    expect(Object.fromEntries(new FormData(section as HTMLFormElement))).toEqual({
      email: '',
      next: '/demo/internal/home',
    });
    expect(within(section).getByRole('button', { name: hospital.continueLabel })).toHaveAttribute('type', 'submit');
  });

  it('carries the page’s language to the server', async () => {
    fakeApi({ signedOut: true, site: siteAnswerIn('es') });
    renderApp('/es/login', { lang: 'es' });
    const section = await screen.findByRole('form', { name: hospital.heading });
    expect(Object.fromEntries(new FormData(section as HTMLFormElement))).toEqual({ email: '', lang: 'es' });
  });

  it('shows one hospital’s button for an account named in the address, without the password where it no longer works', async () => {
    const api = fakeApi({ signedOut: true, hospitalSignIns: { 'st-mary': { passwordAllowed: false } } });
    renderApp('/login?org=st-mary&next=%2Fdemo');
    const button = await screen.findByRole('link', { name: hospital.buttonLabel });
    expect(button).toHaveAttribute('href', '/sso/start?org=st-mary&next=%2Fdemo');
    expect(screen.queryByLabelText(texts.passwordLabel)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(hospital.emailLabel)).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/sso/options?org=st-mary')).toHaveLength(1);
  });

  it('keeps the password form beside the button while the account still takes it, and the page as usual for an account without one', async () => {
    fakeApi({ signedOut: true, hospitalSignIns: { 'st-mary': { passwordAllowed: true } } });
    const first = renderApp('/login?org=st-mary');
    expect(await screen.findByRole('link', { name: hospital.buttonLabel })).toBeInTheDocument();
    expect(screen.getByLabelText(texts.passwordLabel)).toBeInTheDocument();
    first.unmount();
    renderApp('/login?org=nobody');
    expect(await screen.findByLabelText(hospital.emailLabel)).toBeInTheDocument();
    expect(screen.getByLabelText(texts.passwordLabel)).toBeInTheDocument();
  });

  it.each([
    ['not-admitted', hospital.failures.notAdmitted],
    ['unreachable-password-works', hospital.failures.unreachablePasswordWorks],
    ['expired', hospital.failures.expired],
    ['account-disabled', texts.accountDisabledMessage],
  ])('says why it came back refused (%s), and takes the reason out of the address', async (reason, sentence) => {
    fakeApi({ signedOut: true });
    const app = renderApp(`/login?sso=${reason}&next=%2Fdemo`);
    expect(await screen.findByText(sentence)).toHaveRole('status');
    expect(app.location()).toBe('/login?next=%2Fdemo');
  });

  it('is what the password form points to when the account no longer takes its password', async () => {
    fakeApi({ signedOut: true, fail: { 'POST /api/session': { status: 403, reason: 'password-not-allowed' } } });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(texts.passwordLabel), goodPassword);
    await user.click(screen.getByRole('button', { name: texts.buttonLabel }));
    expect(await screen.findByRole('alert')).toHaveTextContent(hospital.passwordNotAllowedMessage);
  });
});

describe('a person signed in with their hospital’s account', () => {
  it('is named in the header, and is offered the hospital’s own sign-out after signing out', async () => {
    await loadProductArea();
    const person = { name: 'Grace Okafor', email: 'nurse@demo-hospital.example' };
    const signOut = 'https://login.hospital.example/logout?client_id=portal';
    fakeApi({ person, hospitalSignOut: signOut });
    storeSession(account);
    renderApp('/');
    expect(await screen.findByText(`Signed in as ${person.name}`)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: fixtureSite().chrome.signOut }));
    const notice = (await screen.findByText(texts.signedOutMessage)).closest('[role="status"]') as HTMLElement;
    expect(within(notice).getByRole('link', { name: hospital.signOutOfHospitalLabel })).toHaveAttribute(
      'href',
      signOut,
    );
  });

  it('is not named for the shared password, whose sign-out offers nothing more', async () => {
    await loadProductArea();
    fakeApi();
    storeSession(account);
    renderApp('/');
    await screen.findByRole('heading', { name: 'WELCOME' });
    expect(screen.queryByText(/Signed in as/)).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: fixtureSite().chrome.signOut }));
    expect(await screen.findByText(texts.signedOutMessage)).toHaveRole('status');
    expect(screen.queryByRole('link', { name: hospital.signOutOfHospitalLabel })).not.toBeInTheDocument();
  });
});

describe('a tab whose session the server no longer has', () => {
  it('goes to the login page, whatever the header was waiting to name', async () => {
    await loadProductArea();
    fakeApi({ signedOut: true });
    storeSession(account);
    const app = renderApp('/demo/internal/home');
    expect(await screen.findByLabelText(texts.passwordLabel)).toBeInTheDocument();
    expect(app.location()).toMatch(/^\/login/);
  });
});
