/**
 * An answer a route's loader asked for and returned on its way (a promise in the route's data):
 * `loading` until it arrives, then `children` with it. A failed request is drawn by `failed`, the error
 * panel by default, whose Try again runs the route's loaders again; a 401 means the server session
 * is gone, so the tab's session ends and the signed-in layout's loader sends the reader to /login
 * (session/session-ended.ts), with nothing drawn meanwhile.
 * The answer is drawn when it arrives in a render React splits into slices, keeping `loading` on
 * screen meanwhile, so a slow phone does not freeze on the largest renders.
 */
import { type ReactNode, Suspense, useEffect } from 'react';
import { Await, useAsyncError, useRevalidator } from 'react-router-dom';
import { type ApiError, isApiError } from '../api/errors';
import { ErrorPanel } from '../chrome/error-panel';
import { useSessionEnded } from '../session/session-ended';

type Failed = (error: ApiError, retry: () => void) => ReactNode;

interface RouteAnswerProps<T> {
  answer: Promise<T>;
  loading: ReactNode;
  failed?: Failed;
  children: (value: T) => ReactNode;
}

const errorPanel: Failed = (error, retry) => <ErrorPanel error={error} onRetry={retry} />;

export function RouteAnswer<T>({ answer, loading, failed = errorPanel, children }: RouteAnswerProps<T>) {
  return (
    <Suspense fallback={loading}>
      <Await resolve={answer} errorElement={<AnswerFailed failed={failed} />}>
        {children}
      </Await>
    </Suspense>
  );
}

function AnswerFailed({ failed }: { failed: Failed }) {
  const failure = useAsyncError();
  const sessionEnded = useSessionEnded();
  const { revalidate } = useRevalidator();
  // A page that breaks as it draws the answer is not a failed answer: the layout's error boundary
  // shows it, and moving elsewhere clears it.
  if (!isApiError(failure)) throw failure;
  const error = failure;
  const unauthenticated = error.kind === 'unauthenticated';
  useEffect(() => {
    if (unauthenticated) void sessionEnded('expired');
  }, [unauthenticated, sessionEnded]);
  return unauthenticated ? null : failed(error, () => void revalidate());
}
