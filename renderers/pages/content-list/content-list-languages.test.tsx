import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SectionResource } from '../../../engine/shared/types';
import { fixtureLine, fixtureSite } from '../../../tests/fixtures/fixture-content';
import { routeAt } from '../../testing/fixtures';
import { InSpanish } from '../../testing/in-spanish';
import { renderWithProviders } from '../../testing/render-with-providers';
import { spanishSite } from '../../testing/spanish-site';
import { ContentListPage } from './content-list';

/** The fixture's quick tips on a Spanish page; `lang` as the compiler marks a section it had no translation of. */
function renderInSpanish(lang?: string) {
  const compiled = fixtureLine();
  const tips = compiled.sections.tips;
  if (!tips) throw new Error('The fixture has no "tips" section');
  const section = (lang ? { ...tips, lang } : tips) as SectionResource;
  const route = routeAt(compiled, '/demo/internal/using/quick-tips');
  return renderWithProviders(
    <InSpanish>
      <ContentListPage route={route} compiled={compiled} section={section} />
    </InSpanish>,
    { compiled, initialEntries: [route.path], site: spanishSite(fixtureSite()) },
  );
}

describe('ContentListPage in another language', () => {
  it("shows an untranslated section in a region of its language under a notice in the reader's language", () => {
    renderInSpanish('en');
    const notice = screen.getByText('Este contenido aún no está traducido al español.');
    const message = screen.getByText('Tips for the Acme test pump.');
    const region = message.closest('[lang]');
    expect(region).toHaveAttribute('lang', 'en');
    expect(region).toContainElement(screen.getByRole('link', { name: /^Acme setup guide/ }));
    // The notice comes first and is not itself marked as English.
    expect(notice.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice.closest('[lang="en"]')).toBeNull();
  });

  it("dates the content in the reader's language", () => {
    renderInSpanish('en');
    expect(screen.getByText('Contenido actualizado el 5 de mayo de 2025')).toBeInTheDocument();
  });

  it('adds no notice and no region to a translated section', () => {
    const { container } = renderInSpanish();
    expect(screen.queryByText('Este contenido aún no está traducido al español.')).not.toBeInTheDocument();
    expect(container.querySelector('[lang="en"]')).toBeNull();
  });
});
