import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureLine, fixtureSite } from '../../../tests/fixtures/fixture-content';
import { routeAt } from '../../testing/fixtures';
import { InSpanish } from '../../testing/in-spanish';
import { renderWithProviders } from '../../testing/render-with-providers';
import { spanishSite } from '../../testing/spanish-site';
import { WhatsNewPage } from './whats-new';

describe('WhatsNewPage in another language', () => {
  it("names its months and dates its entries in the reader's language", () => {
    const compiled = fixtureLine();
    const route = routeAt(compiled, '/demo/whats-new');
    renderWithProviders(
      <InSpanish>
        <WhatsNewPage route={route} compiled={compiled} />
      </InSpanish>,
      { compiled, initialEntries: [route.path], site: spanishSite(fixtureSite()) },
    );
    const months = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(months.length).toBeGreaterThan(0);
    for (const month of months) expect(month).toMatch(/^[A-Z][a-z]+ de \d{4}$/);
    const dates = screen.getAllByRole('time', { hidden: true });
    expect(dates.length).toBeGreaterThan(0);
    expect(document.querySelector('.whats-new-entry__when time')?.textContent).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    expect(screen.getByText(/Los últimos documentos añadidos/)).toBeInTheDocument();
  });
});
