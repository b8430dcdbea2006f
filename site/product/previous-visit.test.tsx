import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureModels } from '../../tests/fixtures/fixture-content';
import { fakeApi } from '../testing/fake-api';
import { account } from '../testing/fixtures';
import { loadProductArea, renderApp, storeSession } from '../testing/render-app';
import { lastVisitKey, visitBaselineKey } from './previous-visit';

const instructionsPage = '/demo/internal/pharmacy/instructions-for-use';
const model = fixtureModels.first;

/** Opens the fixture line's instructions for use (version 5 of 2025-07-08, the flushing sheet of 2025-06-01). */
async function openInstructions() {
  fakeApi();
  storeSession(account);
  const app = renderApp(instructionsPage);
  await screen.findByRole('heading', { level: 1, name: 'Instructions for Use' });
  return app;
}

/** The first link of each badged row: the document's own. */
const badgedNames = () =>
  screen
    .queryAllByText('Updated')
    .map((badge) => badge.parentElement && within(badge.parentElement).getAllByRole('link')[0]?.textContent);

describe('the previous visit to a line', () => {
  beforeAll(loadProductArea);

  it('shows no badge on a first visit, and remembers the visit for the next one', async () => {
    const before = Date.now();
    await openInstructions();
    expect(screen.queryByText('Updated')).not.toBeInTheDocument();
    // The visit is written once the page has drawn, by an effect that may run after the heading shows.
    await waitFor(() => expect(localStorage.getItem(lastVisitKey(model))).not.toBeNull());
    const remembered = Date.parse(localStorage.getItem(lastVisitKey(model)) ?? '');
    expect(remembered).toBeGreaterThanOrEqual(before);
    expect(remembered).toBeLessThanOrEqual(Date.now());
  });

  it('badges what changed since the visit the browser remembers', async () => {
    localStorage.setItem(lastVisitKey(model), new Date(2025, 5, 15, 12).toISOString());
    await openInstructions();
    expect(badgedNames()).toEqual(['Instructions for use, software version 5 (opens in a new tab)']);
  });

  it('keeps the badges for the rest of the visit, though the next visit is remembered from now', async () => {
    localStorage.setItem(lastVisitKey(model), new Date(2025, 5, 15, 12).toISOString());
    const first = await openInstructions();
    expect(screen.getAllByText('Updated')).toHaveLength(1);
    expect(localStorage.getItem(lastVisitKey(model))?.startsWith('2025-')).toBe(false);
    first.unmount();
    // A reload in the same tab: sessionStorage holds this visit's baseline.
    await openInstructions();
    expect(screen.getAllByText('Updated')).toHaveLength(1);
    expect(sessionStorage.getItem(visitBaselineKey(model))).toBe(new Date(2025, 5, 15, 12).toISOString());
  });

  it('treats a remembered value that is not a time as no visit', async () => {
    localStorage.setItem(lastVisitKey(model), 'yesterday');
    await openInstructions();
    expect(screen.queryByText('Updated')).not.toBeInTheDocument();
  });
});
