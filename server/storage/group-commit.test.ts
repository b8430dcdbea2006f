import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';
import { StorageUnavailableError } from './storage';

/** Writers that record what they were asked to write and finish only when the test says so. */
function recordingWriters(failAll?: Error, refused?: string) {
  const batches: string[][] = [];
  const alone: string[] = [];
  const committed: string[] = [];
  let release: () => void = () => {};
  let held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    batches,
    alone,
    committed,
    release: () => {
      release();
      held = Promise.resolve();
    },
    writers: {
      writeAll: async (rows: readonly string[]) => {
        batches.push([...rows]);
        await held;
        if (failAll) throw failAll;
        committed.push(...rows);
      },
      writeOne: async (row: string) => {
        alone.push(row);
        await held;
        if (row === refused) throw new Error(`refused ${row}`);
        committed.push(row);
      },
    },
  };
}

const outcome = (promise: Promise<void>) =>
  promise.then(
    () => 'written',
    (error: Error) => error.message,
  );

describe('groupCommit', () => {
  it('writes rows queued together in one transaction and answers each only after it committed', async () => {
    const recording = recordingWriters();
    const write = groupCommit(recording.writers);
    let answered = 0;
    const writes = ['a', 'b', 'c'].map((row) => write(row).then(() => answered++));
    await expect.poll(() => recording.batches).toEqual([['a', 'b', 'c']]);
    expect(answered).toBe(0);
    recording.release();
    await Promise.all(writes);
    expect(recording.committed).toEqual(['a', 'b', 'c']);
    expect(recording.alone).toEqual([]);
  });

  it('puts rows that arrive during a commit in the next one, and writes a lone row on its own', async () => {
    const recording = recordingWriters();
    const write = groupCommit(recording.writers);
    const first = write('a');
    await expect.poll(() => recording.alone).toEqual(['a']);
    const later = [write('b'), write('c')];
    recording.release();
    await Promise.all([first, ...later]);
    expect(recording.batches).toEqual([['b', 'c']]);
    expect(recording.committed).toEqual(['a', 'b', 'c']);
  });

  it('fails every row of a transaction the database could not take, without trying them again', async () => {
    const recording = recordingWriters(new StorageUnavailableError('database away'));
    recording.release();
    const write = groupCommit(recording.writers);
    const results = await Promise.all(['a', 'b'].map((row) => outcome(write(row))));
    expect(results).toEqual(['database away', 'database away']);
    expect(recording.alone).toEqual([]);
  });

  it('sends each row again on its own when one row is refused, so only that one fails', async () => {
    const recording = recordingWriters(new Error('refused b'), 'b');
    recording.release();
    const write = groupCommit(recording.writers);
    const results = await Promise.all(['a', 'b', 'c'].map((row) => outcome(write(row))));
    expect(results).toEqual(['written', 'refused b', 'written']);
    expect(recording.committed).toEqual(['a', 'c']);
  });
});
