/** Work gathered per turn of the event loop: one batch per turn, in order, nothing lost or repeated. */
import { describe, expect, it } from 'vitest';
import { batchedPerTurn, endOfTurn } from './per-turn';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedPerTurn', () => {
  it('hands over the items of each turn as one batch, in the order they came', async () => {
    const batches: number[][] = [];
    const perTurn = batchedPerTurn<number>((items) => batches.push(items));
    perTurn.add(1);
    perTurn.add(2);
    expect(batches).toEqual([]);
    await nextTurn();
    perTurn.add(3);
    await nextTurn();
    await nextTurn();
    expect(batches).toEqual([[1, 2], [3]]);
  });

  it('hands over at once when flushed, and says whether there was anything to hand over', async () => {
    const batches: string[][] = [];
    const perTurn = batchedPerTurn<string>((items) => batches.push(items));
    perTurn.add('last line');
    expect(perTurn.flush()).toBe(true);
    expect(batches).toEqual([['last line']]);
    expect(perTurn.flush()).toBe(false);
    await nextTurn();
    expect(batches).toEqual([['last line']]);
  });
});

describe('endOfTurn', () => {
  it('waits for the end of the turn, then releases every answer that became ready in it', async () => {
    const released: string[] = [];
    void endOfTurn().then(() => released.push('first'));
    void endOfTurn().then(() => released.push('second'));
    await Promise.resolve();
    expect(released).toEqual([]);
    await nextTurn();
    expect(released).toEqual(['first', 'second']);
  });
});
