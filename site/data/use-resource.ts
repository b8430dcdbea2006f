/**
 * Loads one server answer for a key, with retry and abort on change. A 401 anywhere means the
 * server session is gone, so the UI session is expired here once instead of in every screen.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, isApiError } from '../api/errors';
import { useSession } from '../session/session-context';
import { onContentChange } from './content-refresh';

export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: ApiError };

export interface Resource<T> {
  state: ResourceState<T>;
  retry: () => void;
}

/** `load` must be stable (a module-level function), since it is an effect dependency. */
export function useResource<T>(
  key: string | null,
  load: (key: string, signal: AbortSignal) => Promise<T>,
): Resource<T> {
  const { expire } = useSession();
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger, read by no code.
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(key, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = isApiError(error) ? error : new ApiError('server', { message: String(error) });
        if (apiError.kind === 'unauthenticated') expire();
        setState({ status: 'error', error: apiError });
      },
    );
    return () => controller.abort();
  }, [key, load, expire, attempt]);

  // `npm run dev` only: a content save fetches again, keeping what is on screen until the answer arrives.
  // A production build has no import.meta.hot, so this effect is left out of it.
  useEffect(() => {
    if (!import.meta.hot || key === null) return;
    const controller = new AbortController();
    const stop = onContentChange(() =>
      load(key, controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setState({ status: 'ready', data });
        },
        // The page keeps what it shows; the next visit reports the failure.
        () => undefined,
      ),
    );
    return () => {
      stop();
      controller.abort();
    };
  }, [key, load]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
