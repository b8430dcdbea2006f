/**
 * Development only. `npm run dev` recompiles the content on every save and says so on Vite's HMR
 * socket (`portal:content`); each server answer on screen is then fetched again in place, with no
 * loading state, so the open page shows the change and keeps its route and scroll position. The
 * page answers `portal:content-shown` once drawn, for the dev log's edit-to-screen time.
 * A production build has no import.meta.hot: only the empty set of refetches remains.
 */

type Refetch = () => Promise<unknown>;

const refetches = new Set<Refetch>();

/** Runs `refetch` after every content save; returns its removal, for an effect's cleanup. */
export function onContentChange(refetch: Refetch): () => void {
  refetches.add(refetch);
  return () => {
    refetches.delete(refetch);
  };
}

declare module 'vite/types/customEvent.d.ts' {
  interface CustomEventMap {
    'portal:content': { id: number };
    'portal:content-shown': { id: number };
  }
}

if (import.meta.hot) {
  const hot = import.meta.hot;
  hot.on('portal:content', async ({ id }) => {
    // Vite clears its overlay on a code update only; valid content again clears it here.
    for (const overlay of document.querySelectorAll<HTMLElement & { close(): void }>('vite-error-overlay')) {
      overlay.close();
    }
    await Promise.allSettled([...refetches].map((refetch) => refetch()));
    // A frame later React has committed the answers and the browser has painted them.
    requestAnimationFrame(() => setTimeout(() => hot.send('portal:content-shown', { id })));
  });
}
