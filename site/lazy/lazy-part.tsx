/**
 * Parts of the site in chunks of their own, so the login page does not load them. A chunk is fetched
 * once (or ahead, by `preload`); until it has arrived each of its parts draws its placeholder, told
 * whether the fetch failed and given a retry that fetches it anew (React.lazy would remember a
 * failure for good). Once it has arrived, every part of the chunk draws at once.
 */
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

/** A chunk on its way, as a placeholder sees it. */
export interface ChunkArrival {
  failed: boolean;
  /** Fetches the chunk anew after a failure. */
  retry: () => void;
}

/** What a part draws until its chunk has arrived. */
export type Placeholder = (arrival: ChunkArrival) => ReactNode;

export interface LazyChunk<M> {
  /** Starts fetching the chunk now, e.g. when the user is about to need it; a failure is left to the next render. */
  preload: () => void;
  /** The component `pick` finds in the chunk, drawn as `placeholder` until the chunk arrives. */
  part: <P extends object>(pick: (module: M) => ComponentType<P>, placeholder: Placeholder) => ComponentType<P>;
}

type Status = 'loading' | 'ready' | 'failed';

export function lazyChunk<M>(load: () => Promise<M>): LazyChunk<M> {
  let loaded: M | undefined;
  let pending: Promise<unknown> | undefined;
  const fetchChunk = () => {
    pending ??= load().then(
      (module) => {
        loaded = module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function part<P extends object>(pick: (module: M) => ComponentType<P>, placeholder: Placeholder) {
    return function LazyPart(props: P) {
      const [status, setStatus] = useState<Status>(loaded ? 'ready' : 'loading');
      useEffect(() => {
        if (status !== 'loading') return;
        let live = true;
        fetchChunk().then(
          () => live && setStatus('ready'),
          (error: unknown) => {
            console.error('A part of the site could not be loaded', error);
            if (live) setStatus('failed');
          },
        );
        return () => {
          live = false;
        };
      }, [status]);

      if (!loaded) return placeholder({ failed: status === 'failed', retry: () => setStatus('loading') });
      const Part = pick(loaded);
      return <Part {...props} />;
    };
  }

  return {
    preload: () => {
      fetchChunk().catch(() => undefined);
    },
    part,
  };
}
