/**
 * A part of the site in a chunk of its own, so the login page does not load it. The chunk is fetched
 * once (or ahead, by `preload`); meanwhile the page frame shows the loading state, and a failed fetch
 * shows the error panel whose Try again fetches it anew. React.lazy would remember a failure for good.
 */
import { type ComponentType, useEffect, useState } from 'react';
import { ApiError } from '../api/errors';
import { Shell } from '../chrome/shell';
import { ErrorPanel } from '../errors/error-panel';
import { Loading } from '../errors/loading';

export interface LazyPart<P> {
  Component: ComponentType<P>;
  /** Starts fetching the chunk now, e.g. when the user is about to need it; a failure is left to the next render. */
  preload: () => void;
}

type Status = 'loading' | 'ready' | 'failed';

export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<unknown> | undefined;
  const fetchChunk = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function LazyComponent(props: P) {
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

    const Part = loaded;
    if (Part) return <Part {...props} />;
    return (
      <Shell>
        {status === 'failed' ? (
          // A chunk that does not arrive is the network's failure, and is said the same way.
          <ErrorPanel message={new ApiError('network').message} onRetry={() => setStatus('loading')} />
        ) : (
          <Loading />
        )}
      </Shell>
    );
  }

  return {
    Component: LazyComponent,
    preload: () => {
      fetchChunk().catch(() => undefined);
    },
  };
}
