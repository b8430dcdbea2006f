/**
 * Loads one server answer for a key, with retry and abort on change. A 401 anywhere means the
 * server session is gone, so the UI session is expired here once instead of in every screen.
 * A load can start before its screen is drawn (startResource), as soon as the address says the
 * answer will be needed: the screen's chunk and the answers before it then arrive beside it, not first.
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

type Load<T> = (key: string, signal: AbortSignal) => Promise<T>;

const started = new Map<Load<unknown>, Map<string, Promise<unknown>>>();

/**
 * Starts `load` for `key` now. The next useResource of the same load and key takes the answer instead
 * of asking again (a retry asks anew); the returned function drops it if nobody has, e.g. when the
 * page that needed it was left first.
 */
export function startResource<T>(key: string, load: Load<T>): () => void {
  const byKey = started.get(load as Load<unknown>) ?? new Map<string, Promise<unknown>>();
  started.set(load as Load<unknown>, byKey);
  const answer = byKey.get(key) ?? load(key, new AbortController().signal);
  // A failure is the taker's to show; nobody taking it is no failure.
  answer.catch(() => undefined);
  byKey.set(key, answer);
  return () => {
    if (byKey.get(key) === answer) byKey.delete(key);
  };
}

/** The answer startResource began for `load` and `key`, handed over once; undefined when none is waiting. */
export function takeStarted<T>(key: string, load: Load<T>): Promise<T> | undefined {
  const byKey = started.get(load as Load<unknown>);
  const answer = byKey?.get(key) as Promise<T> | undefined;
  byKey?.delete(key);
  return answer;
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
      const apiError = isApiError(error) ? error : new ApiError('server', String(error));
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
