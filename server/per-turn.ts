/**
 * Work gathered during one turn of the event loop and done together at its end. setImmediate runs
 * after the turn's I/O callbacks, so every request that arrived in the same read from the sockets
 * has had its say before the batch is handled.
 */

export interface PerTurn<Item> {
  /** Adds an item to this turn's batch. */
  add(item: Item): void;
  /** Hands over this turn's batch now (on exit, when no later turn comes); false when it was empty. */
  flush(): boolean;
}

export function batchedPerTurn<Item>(handle: (items: Item[]) => void): PerTurn<Item> {
  let pending: Item[] = [];
  const flush = () => {
    if (pending.length === 0) return false;
    const items = pending;
    pending = [];
    handle(items);
    return true;
  };
  return {
    add(item) {
      if (pending.push(item) === 1) setImmediate(flush);
    },
    flush,
  };
}

const answersOfThisTurn = batchedPerTurn<() => void>((release) => {
  for (const go of release) go();
});

/**
 * Resolves at the end of this turn, together with every other answer that became ready in it.
 * Answers written in one burst let the kernel and the client take them in one wake-up instead of
 * one each: measured on a product manifest under 100 connections, about 20 % more answers a second
 * for less CPU each (measured again under 50 connections: 58 µs of CPU an answer against 68 µs
 * without), for a delay of one turn (microseconds) on a quiet server.
 */
export function endOfTurn(): Promise<void> {
  return new Promise((resolve) => answersOfThisTurn.add(resolve));
}
