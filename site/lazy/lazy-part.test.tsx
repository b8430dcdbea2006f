import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app';
import { fakeApi } from '../testing/fake-api';
import { lazyPart } from './lazy-part';

function Part({ name }: { name: string }) {
  return <h1>Part for {name}</h1>;
}

/** A chunk whose arrival the test decides: each call of `load` waits for its `arrive` or `fail`. */
function controlledChunk() {
  const waiting: { arrive: () => void; fail: () => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Part }>((resolve, reject) => {
        waiting.push({
          arrive: () => resolve({ default: Part }),
          fail: () => reject(new TypeError('Failed to fetch')),
        });
      }),
  );
  /** The nth fetch, once the part has started it (its effect runs after the loading state is drawn). */
  const fetchNumber = async (n: number) => {
    await waitFor(() => expect(load).toHaveBeenCalledTimes(n));
    return waiting[n - 1] as { arrive: () => void; fail: () => void };
  };
  return { load, fetchNumber };
}

function renderPart(Component: ComponentType<{ name: string }>) {
  fakeApi();
  return render(
    <AppProviders>
      <MemoryRouter>
        <Component name="the ward" />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('a lazy part of the site', () => {
  it('shows the loading status in the page frame until its chunk arrives, then the part', async () => {
    const chunk = controlledChunk();
    const { Component } = lazyPart(chunk.load);
    renderPart(Component);
    expect(await screen.findByText('Loading…')).toHaveRole('status');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    (await chunk.fetchNumber(1)).arrive();
    expect(await screen.findByRole('heading', { name: 'Part for the ward' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the error panel when the chunk fails, and Try again fetches it anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const chunk = controlledChunk();
    const { Component } = lazyPart(chunk.load);
    renderPart(Component);
    (await chunk.fetchNumber(1)).fail();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Could not reach the server. Check your connection and try again.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loading…')).toHaveRole('status');
    (await chunk.fetchNumber(2)).arrive();
    expect(await screen.findByRole('heading', { name: 'Part for the ward' })).toBeInTheDocument();
  });

  it('fetches the chunk once when preloaded, and draws it without another request', async () => {
    const chunk = controlledChunk();
    const { Component, preload } = lazyPart(chunk.load);
    preload();
    preload();
    (await chunk.fetchNumber(1)).arrive();
    renderPart(Component);
    expect(await screen.findByRole('heading', { name: 'Part for the ward' })).toBeInTheDocument();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });
});
