/**
 * Loads that start before their screen is drawn, as soon as the address says the answer will be
 * needed: the screen's chunk and the answers before it then arrive beside it, not first. The route
 * guard's question is one (session/use-server-check.ts takes it).
 */

export type Load<T> = (key: string, signal: AbortSignal) => Promise<T>;

const started = new Map<Load<unknown>, Map<string, Promise<unknown>>>();

/**
 * Starts `load` for `key` now. The next takeStarted of the same load and key takes the answer instead
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
