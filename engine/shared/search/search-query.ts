/**
 * Ranked search over product lines, with MiniSearch: prefixes ("prim" finds priming), typos
 * ("prmiing" finds priming) and field boosts (a word in a title counts more than one in a PDF).
 * The caller chooses the lines: only those the account permits are ever searched.
 */
import MiniSearch, { type SearchResult as MiniResult } from 'minisearch';
import type { SearchAnswer, SearchEntry, SearchGroup, SearchSource } from '../types';
import { fold, isStopWord, type TermsOf, termsIn } from './search-terms';
import { highlight, snippetOf } from './snippet';

/** Longer words may carry more typos: one from four letters, two from seven. */
export function typosAllowed(term: string): number {
  return term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0;
}

const fields = ['title', 'pageTitle', 'text'] as const;

/** The default language's forms of a word (English), as indexed for a reader of that language. */
export const termsOf: TermsOf = termsIn('en');

/** The entries of one language of a line, indexed with that language's words and stems. */
interface LanguagePart {
  lang: string;
  termsOf: TermsOf;
  index: MiniSearch<SearchEntry>;
  entries: Map<string, SearchEntry>;
}

export interface LineIndex {
  model: string;
  title: string;
  /** The reader's language: its entries' part comes first. */
  lang: string;
  /** One part per language of the entries, the reader's first, then the others (untranslated content). */
  parts: LanguagePart[];
}

/**
 * A line's index for a reader of `lang` (the language of the source: a translated line's source holds
 * its translated entries and the untranslated ones, each with its `lang`).
 */
export function indexLine(source: SearchSource, title: string, lang = 'en'): LineIndex {
  const byLanguage = new Map<string, SearchEntry[]>([[lang, []]]);
  for (const entry of source.entries) {
    // An entry that does not say is in the reader's language.
    const entryLang = entry.lang ?? lang;
    byLanguage.set(entryLang, [...(byLanguage.get(entryLang) ?? []), entry]);
  }
  const parts = [...byLanguage]
    .filter(([, entries]) => entries.length > 0)
    .map(([entryLang, entries]): LanguagePart => {
      const terms = termsIn(entryLang);
      const index = new MiniSearch<SearchEntry>({ fields: [...fields], processTerm: terms });
      index.addAll(entries);
      return { lang: entryLang, termsOf: terms, index, entries: new Map(entries.map((e) => [e.id, e])) };
    });
  return { model: source.model, title, lang, parts };
}

/** Longest query accepted; longer ones are refused before searching. */
export const maxQueryLength = 200;

/** Words of a query searched at most; later ones are ignored. */
export const maxQueryWords = 8;

/** Shorter words match only whole words (or by typo): a two-letter prefix expands to much of the index. */
export const minPrefixLength = 3;

const tokenize: (text: string) => string[] = MiniSearch.getDefault('tokenize');

/**
 * The words a query is searched for: each word once (folded), the reader's language's common words
 * left out, and the first eight of the rest, so the cost of a query is bounded by its words, not by
 * its length. A question typed as a sentence keeps its meaningful words.
 */
export function queryWordsOf(query: string, lang = 'en'): string[] {
  const words = new Set<string>();
  for (const token of tokenize(query)) {
    const word = fold(token);
    if (word === '' || isStopWord(word, lang)) continue;
    words.add(word);
    if (words.size === maxQueryWords) break;
  }
  return [...words];
}

/**
 * Results of each line, ranked, in the order the lines are given (the catalogue's). Scores of two
 * lines come from two indexes and cannot be compared, and one index over every line would let
 * lines the account may not see sway the ranking. Within a line, the results in the reader's
 * language come first, then the untranslated ones, each part ranked by itself (its words are
 * another language's, so its scores are not comparable either).
 */
export function search(lines: LineIndex[], query: string, perLine = 8): SearchAnswer {
  const trimmed = query.trim();
  const groups: SearchGroup[] = [];
  for (const line of trimmed === '' ? [] : lines) {
    const words = queryWordsOf(trimmed, line.lang).join(' ');
    if (words === '') continue;
    const results = line.parts.flatMap((part) =>
      part.index
        .search(words, {
          prefix: (term) => term.length >= minPrefixLength,
          fuzzy: (term) => typosAllowed(term),
          boost: { title: 4, pageTitle: 1.5 },
          // A typo or a prefix weighs less than the exact word.
          weights: { fuzzy: 0.3, prefix: 0.6 },
        })
        .map((found) => resultOf(part, found)),
    );
    if (results.length > 0) groups.push({ model: line.model, title: line.title, results: results.slice(0, perLine) });
  }
  return { query: trimmed, groups };
}

function resultOf(part: LanguagePart, found: MiniResult) {
  const entry = part.entries.get(String(found.id)) as SearchEntry;
  return {
    kind: entry.kind,
    title: highlight(entry.title, found.terms, part.termsOf),
    pagePath: entry.pagePath,
    pageTitle: entry.pageTitle,
    ...(entry.href ? { href: entry.href } : {}),
    snippet: snippetOf(entry.text, found.terms, part.termsOf),
    lang: part.lang,
  };
}
