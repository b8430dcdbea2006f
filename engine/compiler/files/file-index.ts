/**
 * Looking a requested path up in the compiled file index (build/content/files.json). File
 * routes never join a user's path to a folder: a path is only ever a key into these tables.
 */
import type { FileIndex, FileKind, IndexedFile } from '../../shared/types';

export type { FileIndex, FileKind, IndexedFile };

/** An index with no file yet, filled as the compiler meets documents. */
export function emptyFileIndex(): FileIndex {
  return { public: {}, secure: {}, training: {} };
}

export function lookupFile(index: FileIndex, kind: FileKind, requested: string): IndexedFile | undefined {
  const table = index[kind];
  return Object.hasOwn(table, requested) ? table[requested] : undefined;
}
