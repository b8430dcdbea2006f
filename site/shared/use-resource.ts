/**
 * Loads one server answer for a key, with retry and abort on change. A 401 anywhere means the
 * server session is gone, so the UI session is expired here once instead of in every screen.
 * A load started before its screen was drawn (start-resource.ts) is taken instead of asked again.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, isApiError } from '../api/errors';
import { useSession } from '../session/session-context';
import { onContentChange } from './content-refresh';
import { type Load, takeStarted } from './start-resource';

export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: ApiError };

export interface Resource<T> {
  state: ResourceState<T>;
  retry: () => void;
}

/** `load` must be stable (a module-level function), since it is an effect dependency. */
export function useResource<T>(key: string | null, load: Load<T>): Resource<T> {
  const { expire } = useSession();
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger, read by no code.
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const show = (data: T) => {
      if (!controller.signal.aborted) setState({ status: 'ready', data });
    };
    setState({ status: 'loading' });
    (takeStarted(key, load) ?? load(key, controller.signal)).then(show, (error: unknown) => {
      if (controller.signal.aborted) return;
      const apiError = isApiError(error) ? error : new ApiError('server');
      if (apiError.kind === 'unauthenticated') expire();
      setState({ status: 'error', error: apiError });
    });
    // `npm run dev` only: a content save fetches again, keeping what is on screen until the answer
    // arrives, and on a failure too (the next visit reports it). A production build has no
    // import.meta.hot, so this is left out of it.
    const stop = import.meta.hot && onContentChange(() => load(key, controller.signal).then(show, () => undefined));
    return () => {
      stop?.();
      controller.abort();
    };
  }, [key, load, expire, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
