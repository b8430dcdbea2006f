import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtureCatalogue, fixtureModels } from '../../tests/fixtures/fixture-content';
import { browser } from '../session/browser';
import { fakeApi } from '../testing/fake-api';
import { account } from '../testing/fixtures';
import { loadProductArea, renderApp, storeSession } from '../testing/render-app';

async function openCatalogue() {
  fakeApi();
  storeSession(account);
  const app = renderApp('/');
  // The header is drawn again when the signed-in area arrives; search once the catalogue shows.
  await screen.findAllByRole('article');
  const field = await screen.findByRole('combobox', { name: 'Search' });
  return { app, field };
}

const marked = (element: HTMLElement) => [...element.querySelectorAll('mark')].map((m) => m.textContent);

describe('search in the header', () => {
  beforeAll(loadProductArea);

  it('lists results grouped by product line, with the matched words marked', async () => {
    const { field } = await openCatalogue();
    await userEvent.type(field, 'zephyrine');
    const list = await screen.findByRole('listbox', { name: 'Search' });
    const option = await within(list).findByRole('option', { name: /Flushing sheet/ });
    expect(within(list).getByRole('group', { name: 'Demo Pump' })).toContainElement(option);
    expect(marked(option)).toEqual(['zephyrine']);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(/^1 result$/);
  });

  it('moves through results with the arrow keys and opens a page with Enter', async () => {
    const { app, field } = await openCatalogue();
    await userEvent.type(field, 'implementation overview');
    const list = await screen.findByRole('listbox');
    const first = (await within(list).findAllByRole('option'))[0];
    await userEvent.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', first?.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toMatch(/implementation/));
    expect(field).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens a file result beside the portal', async () => {
    const { field } = await openCatalogue();
    const openTab = vi.spyOn(browser, 'openTab').mockImplementation(() => {});
    await userEvent.type(field, 'zephyrine');
    await userEvent.click(await screen.findByRole('option', { name: /Flushing sheet/ }));
    expect(openTab).toHaveBeenCalledWith('/public/demo/flushing-sheet.pdf');
  });

  it('opens a secure file result beside the portal too, as its row does, with Enter as with a click', async () => {
    const { app, field } = await openCatalogue();
    const openTab = vi.spyOn(browser, 'openTab').mockImplementation(() => {});
    await userEvent.type(field, 'compatibility biomedical');
    const option = await screen.findByRole('option', { name: /^Acme compatibility, for biomedical teams/ });
    const href = '/secure-download?file=acme%2Fcompatibility-biomed.pdf';
    expect(option).toHaveAttribute('href', href);
    await userEvent.click(option);
    expect(openTab).toHaveBeenLastCalledWith(href);

    await userEvent.type(field, 'compatibility biomedical');
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
    const index = options.findIndex((item) => item.getAttribute('href') === href);
    await userEvent.keyboard('{ArrowDown}'.repeat(index + 1));
    expect(options[index]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(openTab).toHaveBeenCalledTimes(2);
    expect(openTab).toHaveBeenLastCalledWith(href);
    expect(app.assign).not.toHaveBeenCalled();
    expect(app.location()).toBe('/');
  });

  it('makes each result the link to where it leads, out of the tab order, named by its title', async () => {
    const { app, field } = await openCatalogue();
    await userEvent.type(field, 'zephyrine');
    const file = await screen.findByRole('option', { name: /^Flushing sheet/ });
    expect(file).toHaveAttribute('href', '/public/demo/flushing-sheet.pdf');

    await userEvent.clear(field);
    await userEvent.type(field, 'implementation overview');
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
    for (const option of options) {
      expect(option.tagName).toBe('A');
      expect(option.getAttribute('href')).toMatch(/^\//);
      expect(option).toHaveAttribute('tabindex', '-1');
    }
    const [first] = options;
    const href = first?.getAttribute('href');
    await userEvent.click(first as HTMLElement);
    // A plain click goes where the link points, through the router rather than a new page load.
    await waitFor(() => expect(app.location()).toBe(href));
    expect(app.assign).not.toHaveBeenCalled();
  });

  it('leaves a click with Ctrl to the browser, which opens the result in a new tab', async () => {
    const { app, field } = await openCatalogue();
    const openTab = vi.spyOn(browser, 'openTab').mockImplementation(() => {});
    const user = userEvent.setup();
    await user.type(field, 'implementation overview');
    const [first] = await within(await screen.findByRole('listbox')).findAllByRole('option');
    // Seen after the app's handlers: whether the browser may still follow the link itself.
    const leftToBrowser = vi.fn((event: MouseEvent) => !event.defaultPrevented);
    document.addEventListener('click', leftToBrowser);
    try {
      await user.keyboard('{Control>}');
      await user.click(first as HTMLElement);
      await user.keyboard('{/Control}');
    } finally {
      document.removeEventListener('click', leftToBrowser);
    }
    expect(leftToBrowser).toHaveReturnedWith(true);
    expect(app.location()).toBe('/');
    expect(openTab).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toBeVisible();
  });

  it('closes the list with Escape, then clears the field with a second Escape', async () => {
    const { field } = await openCatalogue();
    await userEvent.type(field, 'tips');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveValue('tips');
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveValue('');
  });

  it('says so when nothing matches, and when search fails', async () => {
    const { field } = await openCatalogue();
    await userEvent.type(field, 'xylophone');
    expect(await screen.findByText('No results for “xylophone”')).toBeVisible();
    await userEvent.clear(field);
    fakeApi({ fail: { 'GET /api/search?q=tips': 500 } });
    await userEvent.type(field, 'tips');
    expect(await screen.findByText('Search is not available right now. Please try again.')).toBeVisible();
  });

  it('takes the keyboard to the field on "/" from anywhere but another field', async () => {
    const { field } = await openCatalogue();
    expect(field).not.toHaveFocus();
    await userEvent.keyboard('/');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');
  });

  it('tells the server which product line the reader searched from, and none from the catalogue', async () => {
    const searchFrom = async (path: string, drawn: () => Promise<unknown>) => {
      const api = fakeApi();
      storeSession(account);
      renderApp(path);
      // The header is drawn again when the page's area arrives: type once it has.
      await drawn();
      await userEvent.type(await screen.findByRole('combobox', { name: 'Search' }), 'tips');
      await screen.findAllByRole('option', { name: /tips/i });
      return api.calls.filter((call) => call.path.startsWith('/api/search')).map((call) => call.path);
    };
    const line = fixtureCatalogue().find((entry) => entry.model === fixtureModels.first);
    const productPage = () => screen.findByRole('heading', { level: 1, name: line?.title });
    expect(await searchFrom(`${line?.pathPrefix}/internal/home`, productPage)).toEqual([
      `/api/search?q=tips&model=${fixtureModels.first}`,
    ]);
    cleanup();
    expect(await searchFrom('/', () => screen.findAllByRole('article'))).toEqual(['/api/search?q=tips']);
  });

  it('is not on the sign-in page', async () => {
    fakeApi({ signedOut: true });
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Customer resources sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
