import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SectionResource } from '../../../engine/shared/types';
import { fixtureLine, fixtureSite } from '../../../tests/fixtures/fixture-content';
import { routeAt } from '../../testing/fixtures';
import { InSpanish } from '../../testing/in-spanish';
import { renderWithProviders } from '../../testing/render-with-providers';
import { spanishSite } from '../../testing/spanish-site';
import { DownloadsPage } from './downloads';

describe('DownloadsPage in another language', () => {
  it("speaks the reader's language and marks the files of untranslated sections with theirs", () => {
    const compiled = fixtureLine();
    // The instructions are translated; every other section falls back to English.
    for (const [name, section] of Object.entries(compiled.sections)) {
      if (name !== 'instructions-for-use') compiled.sections[name] = { ...section, lang: 'en' } as SectionResource;
    }
    const route = routeAt(compiled, '/demo/downloads');
    renderWithProviders(
      <InSpanish>
        <DownloadsPage route={route} compiled={compiled} />
      </InSpanish>,
      { compiled, initialEntries: [route.path], site: spanishSite(fixtureSite()) },
    );
    expect(screen.getByRole('searchbox', { name: 'Filtrar descargas' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^(\d+) de \1 descargas?$/);
    const [table] = screen.getAllByRole('table');
    expect(
      within(table as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nombre', 'Tipo de archivo', 'Tamaño', 'Descarga']);
    const links = screen.getAllByRole('link', { name: /^Descargar / });
    const english = links.filter((link) => link.getAttribute('hreflang') === 'en');
    const spanish = links.filter((link) => !link.hasAttribute('hreflang'));
    expect(english.length).toBeGreaterThan(0);
    expect(spanish.length).toBeGreaterThan(0);
    const englishRow = english[0]?.closest('tr') as HTMLElement;
    expect(within(englishRow).getByText('English')).toHaveAttribute('lang', 'en');
  });
});
