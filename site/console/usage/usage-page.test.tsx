import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consolePaths, otherSearches } from '../../../engine/shared/console/console-api';
import { catalogue, usage } from '../testing/console-fixtures';
import { fakeConsoleApi, signedIn } from '../testing/fake-console-api';
import { renderConsole } from '../testing/render-console';

afterEach(() => vi.restoreAllMocks());

describe('the usage page', () => {
  it("shows customers' search words as theirs, as text, and the searches the log does not itemise as such", async () => {
    const typed = '<img src=x onerror=alert(1)> occlusion';
    fakeConsoleApi({
      [`GET ${consolePaths.session}`]: signedIn('viewer'),
      [`GET ${consolePaths.catalogue}`]: catalogue,
      [`GET ${consolePaths.usage}`]: {
        ...usage,
        emptySearches: [
          { query: otherSearches, model: '', count: 900 },
          { query: typed, model: 'syringe-pump', count: 5 },
        ],
      },
    });
    renderConsole('/usage');
    const table = await screen.findByRole('table', { name: 'Most frequent searches that found nothing' });
    expect(within(table).getByRole('columnheader', { name: 'Words searched by customers' })).toBeInTheDocument();
    const [other, words] = within(table).getAllByRole('rowheader');
    expect(other).toHaveTextContent("Other searches (words not kept: past an account's daily limit)");
    expect(words).toHaveTextContent(typed);
    expect(words?.querySelector('q.customer-words')).toHaveTextContent(typed);
    expect(table.querySelector('img')).toBeNull();
  });
});
