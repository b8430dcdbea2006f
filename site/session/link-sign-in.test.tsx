import { screen } from '@testing-library/react';
import { sha256 } from 'js-sha256';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, goodPassword } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';

describe('a sign-in link whose check cannot reach the server', () => {
  it('drops the credential from the address and shows the password form, keeping the file asked for', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const api = fakeApi({ fail: { [`GET /authenticate.php?auth_key=${sha256(goodPassword)}`]: 'network' } });
    const app = renderApp(`/login?requestedFile=a.pdf&auth=${sha256(goodPassword)}`);
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(app.location()).toBe('/login?requestedFile=a.pdf');
    expect(api.callsTo('GET', `/authenticate.php?auth_key=${sha256(goodPassword)}`)).toHaveLength(1);
    expect(sessionStorage.getItem('loggedIn')).toBeNull();
  });
});
