/**
 * The header's search field: a combobox with a listbox of results grouped by product line
 * (WAI-ARIA combobox pattern). Focus stays in the field; arrow keys move through the results,
 * Enter opens one, Escape closes the list and then clears the field. Each option is itself the link
 * to its result, so the browser can open it in a new tab or copy its address; a plain click still
 * opens it as Enter does. Texts come from the site.
 */
import { useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fillText } from '../../engine/shared/fill-text';
import type { PageFormats } from '../../engine/shared/page-formats';
import { entryOfPath } from '../../engine/shared/routes/entry-of-path';
import type { SearchResult } from '../../engine/shared/types';
import { useSite } from '../chrome/site-context';
import { useSiteFormats } from '../chrome/use-site-formats';
import { browser } from '../session/browser';
import { HighlightedText } from './highlighted-text';
import { languageOfResult, ResultInLanguage } from './result-language';
import { useListInWindow } from './use-list-in-window';
import { type SearchState, shownAnswer, useSearch } from './use-search';
import { useSlashShortcut } from './use-slash-shortcut';
import './search.css';

export function SearchBox() {
  const { site, productPaths } = useSite();
  const texts = site.search;
  const formats = useSiteFormats();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { pathname } = useLocation();
  const state = useSearch(query, entryOfPath(productPaths, pathname)?.model);
  useSlashShortcut(input);

  const answer = shownAnswer(state);
  const results: SearchResult[] = answer?.groups.flatMap((g) => g.results) ?? [];
  const optionId = (index: number) => `${id}-option-${index}`;
  const showList = open && query.trim() !== '';
  useListInWindow(list, showList);

  const choose = (result: SearchResult) => {
    setOpen(false);
    setQuery('');
    setActive(-1);
    // A file opens beside the portal, as its row's link does; a page opens in the portal.
    if (result.href) browser.openTab(result.href);
    else navigate(result.pagePath);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const result = results[active];
      if (showList && result) {
        event.preventDefault();
        choose(result);
      }
    } else if (event.key === 'Escape') {
      // A search field clears itself on Escape; the first Escape only closes the list.
      event.preventDefault();
      if (showList) setOpen(false);
      else setQuery('');
      setActive(-1);
    }
  };

  let index = -1;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some hospital browsers; the role is the same landmark.
    <div className="search" role="search">
      <label className="visually-hidden" htmlFor={`${id}-input`}>
        {texts.label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="search__input"
        type="search"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder={texts.placeholder}
        aria-describedby={`${id}-hint`}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={`${id}-results`}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <span id={`${id}-hint`} className="visually-hidden">
        {texts.shortcutHint}
      </span>
      <div
        ref={list}
        id={`${id}-results`}
        className="search__results"
        role="listbox"
        aria-label={texts.label}
        hidden={!showList}
        // A scrolling list is a Tab stop of its own in Chromium: Tab would land on it just as the
        // field's blur hides it, leaving the focus on <body>. Tab goes on to the next control instead.
        tabIndex={-1}
        // A click on a result must not blur the field first, or the list would close under the pointer.
        onMouseDown={(event) => event.preventDefault()}
      >
        {answer?.groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group; a fieldset holds form controls.
          <div key={group.model} role="group" aria-labelledby={`${id}-${group.model}`} className="search__group">
            <div role="presentation" id={`${id}-${group.model}`} className="search__group-title">
              {group.title}
            </div>
            {group.results.map((result) => {
              index += 1;
              const mine = index;
              return (
                // An <a> with the option's role rather than a link inside an option: an option's content
                // is presentational, and a link nested in it would be a second, hidden control.
                <a
                  key={`${result.pagePath}|${result.href ?? ''}|${result.title.text}`}
                  id={optionId(mine)}
                  role="option"
                  href={result.href ?? result.pagePath}
                  // Focus stays in the field (aria-activedescendant); -1 keeps the option out of the tab order.
                  tabIndex={-1}
                  aria-selected={mine === active}
                  className="search__option"
                  onClick={(event) => {
                    // With a modifier the browser opens the address itself (new tab, window, download).
                    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    choose(result);
                  }}
                  onMouseMove={() => setActive(mine)}
                >
                  <span className="search__title">
                    <ResultInLanguage result={result}>
                      <HighlightedText value={result.title} />
                    </ResultInLanguage>
                  </span>
                  <span className="search__page">
                    {texts.onPage} {result.pageTitle}
                  </span>
                  {result.snippet.text && (
                    <span className="search__snippet" lang={languageOfResult(result)}>
                      <HighlightedText value={result.snippet} />
                    </span>
                  )}
                </a>
              );
            })}
          </div>
        ))}
      </div>
      {/* The count is only announced beside a visible list; other states show their message in place of the list. */}
      <div role="status" className={showList && results.length === 0 ? 'search__message' : 'visually-hidden'}>
        {showList && statusText(state, texts, formats)}
      </div>
    </div>
  );
}

function statusText(
  state: SearchState,
  texts: ReturnType<typeof useSite>['site']['search'],
  formats: PageFormats,
): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'loading':
      return texts.searching;
    case 'error':
      return texts.failed;
    case 'ready': {
      const count = state.answer.groups.reduce((sum, group) => sum + group.results.length, 0);
      return count === 0
        ? fillText(texts.noResults, { query: `“${state.answer.query}”` })
        : formats.count(texts.resultsCount, count);
    }
  }
}
