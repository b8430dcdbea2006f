import { afterEach, describe, expect, it } from 'vitest';
import { DuplicateReferenceError } from '../storage/records';
import { openSqliteStorage } from '../storage/sqlite-storage';
import type { Storage } from '../storage/storage';
import { paperCopyRequest } from '../testing/paper-copy-request';
import { newReference, normaliseReference, storeWithNewReference } from './reference';

let storage: Storage | undefined;
afterEach(() => storage?.close());

const request = paperCopyRequest();

describe('paper-copy references', () => {
  it('are PC- and two groups of four characters that cannot be mistaken for one another', async () => {
    const references = Array.from({ length: 200 }, newReference);
    for (const reference of references) expect(reference).toMatch(/^PC-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    expect(new Set(references).size).toBe(references.length);
    expect(normaliseReference(' pc-7k3m-q9xd ')).toBe('PC-7K3M-Q9XD');
  });

  it('draw again when a reference is taken, and give up after a few tries', async () => {
    storage = await openSqliteStorage(':memory:');
    const store = storage;
    await store.paperCopies.create({ ...request, reference: 'PC-AAAA-AAAA' });
    const draws = ['PC-AAAA-AAAA', 'PC-AAAA-AAAA', 'PC-BBBB-BBBB'];
    const draw = () => draws.shift() ?? '';
    expect((await storeWithNewReference(store, request, { draw })).reference).toBe('PC-BBBB-BBBB');
    await expect(storeWithNewReference(store, request, { draw: () => 'PC-AAAA-AAAA' })).rejects.toThrow(
      DuplicateReferenceError,
    );
  });
});
