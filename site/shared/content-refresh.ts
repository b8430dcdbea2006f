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
    'portal:content-check': Record<string, never>;
    'portal:content-valid': Record<string, never>;
  }
}

if (import.meta.hot) {
  const hot = import.meta.hot;
  // Vite clears its overlay on a code update only; valid content again clears it here.
  const closeOverlays = () => {
    for (const overlay of document.querySelectorAll<HTMLElement & { close(): void }>('vite-error-overlay')) {
      overlay.close();
    }
  };
  hot.on('portal:content', async ({ id }) => {
    closeOverlays();
    await Promise.allSettled([...refetches].map((refetch) => refetch()));
    // A frame later React has committed the answers and the browser has painted them.
    requestAnimationFrame(() => setTimeout(() => hot.send('portal:content-shown', { id })));
  });
  // A page that loads while the content is invalid gets the overlay as soon as it connects; a fix
  // saved before this module listens would leave it there, so the page asks once whether it still holds.
  hot.on('portal:content-valid', closeOverlays);
  void hot.send('portal:content-check', {});
}
