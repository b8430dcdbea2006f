/**
 * Ranked search over product lines, with MiniSearch: prefixes ("prim" finds priming), typos
 * ("prmiing" finds priming) and field boosts (a word in a title counts more than one in a PDF).
 * The caller chooses the lines: only those the account permits are ever searched.
 */
import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import { stemmer } from 'stemmer';
import type { SearchAnswer, SearchEntry, SearchGroup, SearchSource } from '../types';
import { highlight, snippetOf } from './snippet';

/** Words too common to tell documents apart; a question typed as a sentence still finds its answer. */
const stopWords = new Set(
  'a an and are at be by can do does for from how i in is it my of on or the this to what when where which who why with you your'.split(
    ' ',
  ),
);

/** Longer words may carry more typos: one from four letters, two from seven. */
export function typosAllowed(term: string): number {
  return term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0;
}

const fields = ['title', 'pageTitle', 'text'] as const;

/**
 * Each word is indexed and searched as itself and as its stem, so "prime" finds "priming" by the
 * stem while typos and prefixes still work on the word as written. Common words are left out.
 */
export function termsOf(term: string): string[] | null {
  const word = term.toLowerCase();
  if (stopWords.has(word)) return null;
  const stem = stemmer(word);
  return stem === word ? [word] : [word, stem];
}

export interface LineIndex {
  model: string;
  title: string;
  index: MiniSearch<SearchEntry>;
  entries: Map<string, SearchEntry>;
}

export function indexLine(source: SearchSource, title: string): LineIndex {
  const index = new MiniSearch<SearchEntry>({
    fields: [...fields],
    processTerm: termsOf,
  });
  index.addAll(source.entries);
  return { model: source.model, title, index, entries: new Map(source.entries.map((e) => [e.id, e])) };
}

/** Longest query accepted; longer ones are refused before searching. */
export const maxQueryLength = 200;

/** Words of a query searched at most; later ones are ignored. */
export const maxQueryWords = 8;

/** Shorter words match only whole words (or by typo): a two-letter prefix expands to much of the index. */
export const minPrefixLength = 3;

const tokenize: (text: string) => string[] = MiniSearch.getDefault('tokenize');

/**
 * The words a query is searched for: each word once, common words left out, and the first eight of
 * the rest, so the cost of a query is bounded by its words, not by its length. A question typed as
 * a sentence keeps its meaningful words.
 */
export function queryWordsOf(query: string): string[] {
  const words = new Set<string>();
  for (const token of tokenize(query)) {
    const word = token.toLowerCase();
    if (word === '' || stopWords.has(word)) continue;
    words.add(word);
    if (words.size === maxQueryWords) break;
  }
  return [...words];
}

/**
 * Results of each line, ranked, in the order the lines are given (the catalogue's). Scores of two
 * lines come from two indexes and cannot be compared, and one index over every line would let
 * lines the account may not see sway the ranking.
 */
export function search(lines: LineIndex[], query: string, perLine = 8): SearchAnswer {
  const trimmed = query.trim();
  const words = queryWordsOf(trimmed).join(' ');
  const groups: SearchGroup[] = [];
  for (const line of words === '' ? [] : lines) {
    const found = line.index.search(words, {
      prefix: (term) => term.length >= minPrefixLength,
      fuzzy: (term) => typosAllowed(term),
      boost: { title: 4, pageTitle: 1.5 },
      // A typo or a prefix weighs less than the exact word.
      weights: { fuzzy: 0.3, prefix: 0.6 },
    });
    if (found.length > 0)
      groups.push({
        model: line.model,
        title: line.title,
        results: found.slice(0, perLine).map((r) => resultOf(line, r)),
      });
  }
  return { query: trimmed, groups };
}

function resultOf(line: LineIndex, found: MiniResult) {
  const entry = line.entries.get(String(found.id)) as SearchEntry;
  return {
    kind: entry.kind,
    title: highlight(entry.title, found.terms, termsOf),
    pagePath: entry.pagePath,
    pageTitle: entry.pageTitle,
    ...(entry.href ? { href: entry.href } : {}),
    snippet: snippetOf(entry.text, found.terms, termsOf),
  };
}
