/**
 * An answer a route's loader asked for and returned on its way (a promise in the route's data):
 * `loading` until it arrives, then `children` with it. A failure is drawn by `failed`, the error panel
 * by default, whose Try again runs the route's loaders again; a 401 means the server session is
 * gone, so the tab's session is expired and the guard sends the reader to /login, with nothing drawn
 * meanwhile. An answer the loader
 * could not ask for (null: the tab held no session then, which the guard has since signed in) is
 * asked for by running the loaders again, once.
 * The answer is drawn when it arrives in a render React splits into slices, keeping `loading` on
 * screen meanwhile, so a slow phone does not freeze on the largest renders.
 */
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Await, useAsyncError, useRevalidator } from 'react-router-dom';
import { ApiError, isApiError } from '../api/errors';
import { ErrorPanel } from '../chrome/error-panel';
import { useSession } from '../session/session-context';

type Frame = (content: ReactNode) => ReactNode;
type Failed = (error: ApiError, retry: () => void) => ReactNode;

interface RouteAnswerProps<T> {
  answer: Promise<T> | null;
  loading: ReactNode;
  /** What the loading state and the error panel are drawn in. */
  frame?: Frame;
  failed?: Failed;
  children: (value: T) => ReactNode;
}

const unframed: Frame = (content) => content;

export function RouteAnswer<T>({ answer, loading, frame = unframed, failed, children }: RouteAnswerProps<T>) {
  if (!answer) {
    return (
      <>
        <LoadAgainOnce />
        {frame(loading)}
      </>
    );
  }
  const drawFailure: Failed = failed ?? ((error, retry) => frame(<ErrorPanel error={error} onRetry={retry} />));
  return (
    <Suspense fallback={frame(loading)}>
      <Await resolve={answer} errorElement={<AnswerFailed failed={drawFailure} />}>
        {children}
      </Await>
    </Suspense>
  );
}

function LoadAgainOnce() {
  const { revalidate } = useRevalidator();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void revalidate();
  }, [revalidate]);
  return null;
}

function AnswerFailed({ failed }: { failed: Failed }) {
  const failure = useAsyncError();
  const { expire } = useSession();
  const { revalidate } = useRevalidator();
  const error = isApiError(failure) ? failure : new ApiError('server');
  const unauthenticated = error.kind === 'unauthenticated';
  useEffect(() => {
    if (unauthenticated) expire();
  }, [unauthenticated, expire]);
  return unauthenticated ? null : failed(error, () => void revalidate());
}
