/**
 * Runs `task` once the browser is idle, or after two seconds at the latest, since a user who types
 * fast must not wait for it (at the next turn where requestIdleCallback is missing); returns its cancellation.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task);
  return () => clearTimeout(id);
}
