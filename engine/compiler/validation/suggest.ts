/** The nearest of some names to a mistyped one, for "did you mean" hints. */
import { distance } from 'fastest-levenshtein';
import type { ContentError } from './content-error';

const sameLetters = (a: string, b: string) => [...a].sort().join('') === [...b].sort().join('');

/** Length of what differs between two words once their common start and end are set aside. */
function differingLength(a: string, b: string): number {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a.at(-1 - end) === b.at(-1 - end)) end += 1;
  return Math.max(a.length, b.length) - start - end;
}

/** Nearest candidate within a few edits (case ignored), or undefined when nothing is close enough to be a typo. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const lower = word.toLowerCase();
  let best: { name: string; score: number } | undefined;
  for (const name of candidates) {
    if (name === word) continue;
    const other = name.toLowerCase();
    const score = distance(lower, other);
    // A third of the letters that differ may be wrong, at least one; a shared folder or prefix
    // ("cards/", "internal/") must not make two different names look alike. Swapped letters
    // count as two edits, yet are the commonest slip, so they pass too.
    const limit = Math.max(1, Math.floor(differingLength(lower, other) / 3));
    const near = score <= limit || (score === 2 && sameLetters(lower, other));
    if (near && (!best || score < best.score)) best = { name, score };
  }
  return best?.name ?? onlyLongerOrShorter(lower, candidates);
}

/** The one name that is the word with a part more or less ("priming" for "priming-video"), if only one is. */
function onlyLongerOrShorter(lower: string, candidates: Iterable<string>): string | undefined {
  const found = [...candidates].filter((name) => {
    const other = name.toLowerCase();
    return other.startsWith(`${lower}-`) || lower.startsWith(`${other}-`);
  });
  return found.length === 1 ? found[0] : undefined;
}

/** `; did you mean "x"?`, or nothing. */
export function didYouMean(suggestion: string | undefined): string {
  return suggestion === undefined ? '' : `; did you mean "${suggestion}"?`;
}

/** A message with `; did you mean "x"?` and the suggestion, when there is one. */
export function suggested(message: string, suggestion: string | undefined): { message: string; suggestion?: string } {
  return suggestion === undefined ? { message } : { message: `${message}${didYouMean(suggestion)}`, suggestion };
}

/** A cross-check's error, with the nearest name when there is one. */
export function withSuggestion(
  where: Pick<ContentError, 'file' | 'pointer'>,
  message: string,
  suggestion: string | undefined,
): ContentError {
  return { ...where, ...suggested(message, suggestion) };
}
