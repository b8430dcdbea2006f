/**
 * The account's catalogue as the signed-in route's loader returned it (session/signed-in-loader.ts):
 * `loading` until it arrives, then `children` with its entries. A failure shows the error panel,
 * whose Try again runs the route's loader again; a 401 means the server session is gone, so the tab's
 * session is expired and the guard sends the reader to /login. A tab the guard has just signed in had
 * no catalogue to ask for when the loader ran, so the loader runs again once.
 * The entries are drawn when they arrive in a render React splits into slices, keeping `loading` on
 * screen meanwhile, so a slow phone does not freeze.
 */
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Await, useAsyncError, useLoaderData, useRevalidator } from 'react-router-dom';
import type { CatalogueEntry } from '../../engine/shared/types';
import { ApiError, isApiError } from '../api/errors';
import { ErrorPanel } from '../chrome/error-panel';
import { useSession } from '../session/session-context';
import type { SignedInData } from '../session/signed-in-loader';

type Frame = (content: ReactNode) => ReactNode;

interface CatalogueAnswerProps {
  loading: ReactNode;
  /** What the loading state and the error panel are drawn in. */
  frame?: Frame;
  children: (entries: CatalogueEntry[]) => ReactNode;
}

const unframed: Frame = (content) => content;

export function CatalogueAnswer({ loading, frame = unframed, children }: CatalogueAnswerProps) {
  const { catalogue } = useLoaderData() as SignedInData;
  if (!catalogue) {
    return (
      <>
        <LoadAgainOnce />
        {frame(loading)}
      </>
    );
  }
  return (
    <Suspense fallback={frame(loading)}>
      <Await resolve={catalogue} errorElement={<CatalogueFailed frame={frame} />}>
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

function CatalogueFailed({ frame }: { frame: Frame }) {
  const failure = useAsyncError();
  const { expire } = useSession();
  const { revalidate } = useRevalidator();
  const error = isApiError(failure) ? failure : new ApiError('server');
  const unauthenticated = error.kind === 'unauthenticated';
  useEffect(() => {
    if (unauthenticated) expire();
  }, [unauthenticated, expire]);
  return frame(<ErrorPanel error={error} onRetry={() => void revalidate()} />);
}
