/**
 * The words search indexes and looks for, per language. Every language folds accents and case
 * ("Desinfección" and "desinfeccion" are one word), leaves out its common words, and adds the
 * word's stem where a stemmer for the language is known, so "limpiezas" finds "limpieza".
 */
import { stemmer as spanishStemmer } from '@orama/stemmers/spanish';
import { stemmer as englishStemmer } from 'stemmer';

const nonAscii = /[^\u0000-\u007f]/;
const marks = /\p{M}/gu;

/**
 * Lower case without diacritics: the form both the index and a query are compared in. Most words
 * are plain ASCII, which has nothing to fold but case: they skip the normalisation, as snippets
 * fold every word of a result's text.
 */
export function fold(word: string): string {
  if (!nonAscii.test(word)) return word.toLowerCase();
  return word.normalize('NFD').replace(marks, '').toLowerCase();
}

const words = (list: string) => new Set(list.split(' '));

/** Words too common to tell documents apart, folded; a question typed as a sentence still finds its answer. */
const stopWordsOf: Record<string, Set<string>> = {
  en: words(
    'a an and are at be by can do does for from how i in is it my of on or the this to what when where which who why with you your',
  ),
  es: words(
    'a al como con cual cuando de del donde el en es esta este la las lo los mi mis o para por que se si su sus un una uno y',
  ),
};

/** The stemmer of each language that has one; the others are searched by their folded words only. */
const stemmerOf: Record<string, (word: string) => string> = {
  en: englishStemmer,
  es: spanishStemmer,
};

const noWords = new Set<string>();

function stopWordsIn(lang: string): Set<string> {
  return (Object.hasOwn(stopWordsOf, lang) ? stopWordsOf[lang] : undefined) ?? noWords;
}

/** Whether `word` (folded) is too common in `lang` to search for. */
export function isStopWord(word: string, lang: string): boolean {
  return stopWordsIn(lang).has(word);
}

/** Forms a word is indexed and searched under in `lang`, or null for a common word. */
export type TermsOf = (term: string) => string[] | null;

/**
 * Each word is indexed and searched as itself (folded) and as its stem, so "prime" finds "priming"
 * by the stem while typos and prefixes still work on the word as written.
 */
export function termsIn(lang: string): TermsOf {
  const stem = Object.hasOwn(stemmerOf, lang) ? stemmerOf[lang] : undefined;
  const stopWords = stopWordsIn(lang);
  return (term) => {
    const word = fold(term);
    if (stopWords.has(word)) return null;
    const stemmed = stem?.(word) ?? word;
    return stemmed === word ? [word] : [word, stemmed];
  };
}
