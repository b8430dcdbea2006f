import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStorage } from '../storage/sqlite-storage';
import { DuplicateReferenceError, type NewPaperCopyRequest, type Storage } from '../storage/storage';
import { newReference, normaliseReference, storeWithNewReference } from './reference';

let storage: Storage | undefined;
afterEach(() => storage?.close());

const request: Omit<NewPaperCopyRequest, 'reference'> = {
  createdAt: 1,
  account: 'ward-7',
  sessionId: null,
  model: 'm',
  documentName: 'IFU',
  documentPath: 'm/ifu.pdf',
  documentVersion: null,
  copies: 1,
  name: 'Ada',
  facility: 'St Mary’s',
  address: 'Ward 7',
  email: 'ada@example.org',
};

describe('paper-copy references', () => {
  it('are PC- and two groups of four characters that cannot be mistaken for one another', () => {
    const references = Array.from({ length: 200 }, newReference);
    for (const reference of references) expect(reference).toMatch(/^PC-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    expect(new Set(references).size).toBe(references.length);
    expect(normaliseReference(' pc-7k3m-q9xd ')).toBe('PC-7K3M-Q9XD');
  });

  it('draw again when a reference is taken, and give up after a few tries', () => {
    storage = openSqliteStorage(':memory:');
    const store = storage;
    store.paperCopies.create({ ...request, reference: 'PC-AAAA-AAAA' });
    const draws = ['PC-AAAA-AAAA', 'PC-AAAA-AAAA', 'PC-BBBB-BBBB'];
    expect(storeWithNewReference(store, request, () => draws.shift() ?? '').reference).toBe('PC-BBBB-BBBB');
    expect(() => storeWithNewReference(store, request, () => 'PC-AAAA-AAAA')).toThrow(DuplicateReferenceError);
  });
});
