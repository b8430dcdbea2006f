import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../engine/shared/types';
import { spanishSite } from '../../renderers/testing/spanish-site';
import { fixtureSite } from '../../tests/fixtures/fixture-content';
import { SiteContext } from '../chrome/site-texts';
import { siteAnswer } from '../testing/fixtures';
import { ResultInLanguage } from './result-language';

function result(lang?: string): SearchResult {
  return {
    kind: 'document',
    title: { text: 'Cleaning and disinfecting', marks: [] },
    pagePath: '/demo/internal/using/quick-tips',
    pageTitle: 'Consejos rápidos',
    snippet: { text: '', marks: [] },
    ...(lang ? { lang } : {}),
  } as SearchResult;
}

function renderOnSpanishPage(found: SearchResult) {
  return render(
    <SiteContext.Provider value={{ ...siteAnswer(), site: spanishSite(fixtureSite()) }}>
      <ResultInLanguage result={found}>{found.title.text}</ResultInLanguage>
    </SiteContext.Provider>,
  );
}

describe('a search result in another language than the page', () => {
  it("is marked with its language and followed by the language's name", () => {
    const { container } = renderOnSpanishPage(result('en'));
    expect(screen.getByText('Cleaning and disinfecting')).toHaveAttribute('lang', 'en');
    expect(container).toHaveTextContent('Cleaning and disinfecting (English)');
  });

  it("adds nothing to a result in the page's language", () => {
    const { container } = renderOnSpanishPage(result('es'));
    expect(container.innerHTML).toBe('Cleaning and disinfecting');
  });
});
