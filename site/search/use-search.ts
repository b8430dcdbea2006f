/**
 * Results for what is typed, asked of the server a moment after typing stops; an older answer
 * never replaces a newer one, and a 401 ends the UI session like any other call.
 */
import { useEffect, useState } from 'react';
import type { SearchAnswer } from '../../engine/shared/types';
import { isApiError } from '../api/errors';
import { useSessionEnded } from '../session/session-ended';
import { searchContent } from './search-api';

export type SearchState =
  | { status: 'idle' }
  /** `shown` keeps the previous results on screen while the next ones load. */
  | { status: 'loading'; query: string; shown?: SearchAnswer }
  | { status: 'ready'; answer: SearchAnswer }
  | { status: 'error'; query: string };

/** Typing pauses shorter than this are one query, so each key press is not a request. */
const typingPauseMs = 150;

/** `model`: the line whose page the search box is on, if any. */
export function useSearch(query: string, model?: string): SearchState {
  const sessionEnded = useSessionEnded();
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const trimmed = query.trim();

  useEffect(() => {
    if (trimmed === '') {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', query: trimmed, shown: shownAnswer(previous) }));
    const timer = setTimeout(() => {
      searchContent(trimmed, model, controller.signal).then(
        (answer) => {
          if (!controller.signal.aborted) setState({ status: 'ready', answer });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (isApiError(error, 'unauthenticated')) void sessionEnded('expired');
          setState({ status: 'error', query: trimmed });
        },
      );
    }, typingPauseMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, model, sessionEnded]);

  return state;
}

/** The results on screen in a state: the answer, or while loading the one before. */
export function shownAnswer(state: SearchState): SearchAnswer | undefined {
  return state.status === 'ready' ? state.answer : state.status === 'loading' ? state.shown : undefined;
}
