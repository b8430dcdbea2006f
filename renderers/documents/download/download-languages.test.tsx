import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentOf } from '../../../engine/shared/types';
import { fixtureLine, fixtureSite } from '../../../tests/fixtures/fixture-content';
import { documentOfType } from '../../testing/fixtures';
import { InSpanish } from '../../testing/in-spanish';
import { renderWithProviders } from '../../testing/render-with-providers';
import { englishSiteWithSpanish, spanishSite } from '../../testing/spanish-site';
import type { LanguageFields } from '../other-languages';
import { DownloadDocument } from './download';

/** The fixture's version 5 instructions as a Spanish page has them: a Spanish file, and the English one beside it. */
function spanishInstructions(): DocumentOf<'download'> & LanguageFields {
  const english = documentOfType(
    fixtureLine().sections['instructions-for-use'],
    'download',
    (document) => document.filePath === 'demo/instructions-for-use-v5.pdf',
  );
  // The Spanish file is in its first version: no earlier ones.
  const { versions: _earlier, ...current } = english;
  return {
    ...current,
    name: 'Instrucciones de uso, versión de software 5',
    filePath: 'demo/es/instrucciones-de-uso-v5.pdf',
    version: '5.1',
    dateUpdated: '2025-08-21',
    otherLanguages: [
      {
        lang: 'en',
        name: english.name,
        filePath: english.filePath,
        version: english.version,
        dateUpdated: english.dateUpdated,
        versions: english.versions,
      },
    ],
  };
}

function renderInSpanish(document: DocumentOf<'download'>) {
  const compiled = fixtureLine();
  return renderWithProviders(
    <InSpanish>
      <DownloadDocument document={document} />
    </InSpanish>,
    { compiled, site: spanishSite(fixtureSite()) },
  );
}

describe('DownloadDocument in several languages', () => {
  it("offers the reader's language's file first, with its version dated in Spanish", () => {
    renderInSpanish(spanishInstructions());
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/public/demo/es/instrucciones-de-uso-v5.pdf');
    expect(links[0]).toHaveAccessibleName('Instrucciones de uso, versión de software 5 (se abre en una pestaña nueva)');
    expect(screen.getByText(/^Versión 5\.1/)).toHaveTextContent('Versión 5.1 · 21 de agosto de 2025');
  });

  it('states the edition of its own file in the row, and each other language\'s under "Other languages"', () => {
    // As the demo's priming sheet: a dated Spanish file without a version, beside a versioned English one.
    const { version: _version, ...unversioned } = spanishInstructions();
    renderInSpanish(unversioned);
    const others = screen.getByRole('list', { name: 'Otros idiomas' });
    const edition = (time: HTMLElement) => time.closest('p')?.textContent;
    const dates = screen.getAllByRole('time');
    expect(dates.filter((time) => !others.contains(time)).map(edition)).toEqual(['21 de agosto de 2025']);
    expect(within(others).getByText(/^Versión 5\.0 Rev\. B/)).toHaveTextContent(
      'Versión 5.0 Rev. B · 8 de julio de 2025',
    );
  });

  it("dates an other language's file that has no version", () => {
    const spanish = spanishInstructions();
    const undated = { lang: 'en', name: 'Instructions for use', filePath: 'demo/instructions-for-use-v5.pdf' };
    renderInSpanish({ ...spanish, otherLanguages: [{ ...undated, dateUpdated: '2025-02-27' }] });
    const others = screen.getByRole('list', { name: 'Otros idiomas' });
    expect(within(others).getByRole('time')).toHaveTextContent('27 de febrero de 2025');
    expect(within(others).queryByText(/Versión/)).not.toBeInTheDocument();
    // The row's own file keeps its own edition.
    expect(screen.getByText(/^Versión 5\.1/)).toHaveTextContent('Versión 5.1 · 21 de agosto de 2025');
  });

  it('lists the other languages\' files under "Other languages", each named by its language, with hreflang', () => {
    renderInSpanish(spanishInstructions());
    const others = screen.getByRole('list', { name: 'Otros idiomas' });
    const english = within(others).getByRole('link', { name: /^English – Instructions for use, software version 5/ });
    expect(english).toHaveAttribute('href', '/public/demo/instructions-for-use-v5.pdf');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(within(english).getByText('English')).toHaveAttribute('lang', 'en');
    // That language's own version, date and earlier versions.
    expect(within(others).getByText(/^Versión 5\.0 Rev\. B/)).toHaveTextContent('8 de julio de 2025');
    expect(within(others).getByText('Versiones anteriores')).toBeInTheDocument();
  });

  it('marks a file in another language than the page, and names that language', () => {
    const { otherLanguages: _none, ...shared } = spanishInstructions() as DocumentOf<'download'> & {
      otherLanguages?: unknown;
    };
    renderInSpanish({
      ...shared,
      filePath: 'demo/instructions-for-use-v5.pdf',
      fileLang: 'en',
    } as DocumentOf<'download'>);
    const link = screen.getByRole('link', { name: /^Instrucciones de uso/ });
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(screen.getByText('English')).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('list', { name: 'Otros idiomas' })).not.toBeInTheDocument();
  });

  it('lists the Spanish file under "Other languages" on an English page', () => {
    const english = documentOfType(
      fixtureLine().sections['instructions-for-use'],
      'download',
      (document) => document.filePath === 'demo/instructions-for-use-v5.pdf',
    );
    renderWithProviders(
      <DownloadDocument
        document={
          {
            ...english,
            otherLanguages: [{ lang: 'es', filePath: 'demo/es/instrucciones-de-uso-v5.pdf', version: '5.0 Rev. A' }],
          } as DocumentOf<'download'>
        }
      />,
      { compiled: fixtureLine(), site: englishSiteWithSpanish(fixtureSite()) },
    );
    const others = screen.getByRole('list', { name: 'Other languages' });
    const spanish = within(others).getByRole('link', { name: /^Español/ });
    expect(spanish).toHaveAttribute('hreflang', 'es');
    expect(spanish).toHaveAttribute('href', '/public/demo/es/instrucciones-de-uso-v5.pdf');
    expect(within(others).getByText('Version 5.0 Rev. A')).toBeInTheDocument();
  });
});
