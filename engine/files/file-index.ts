/**
 * The index of every file the server may deliver, written by the content compiler.
 * File routes look requests up here; they never join a user's path to a folder.
 */
export type FileKind = 'public' | 'secure' | 'training';

export interface IndexedFile {
  /** Model of the product line whose content references the file; the account must permit it. */
  models: string[];
  kind: FileKind;
  /** Path relative to the content folder, e.g. files/acme/setup-guide.pdf. */
  source: string;
  bytes: number;
  contentType: string;
}

/** Keys: the path as requested (filePath for public files, path for secure files, path under training/ for training files). */
export interface FileIndex {
  public: Record<string, IndexedFile>;
  secure: Record<string, IndexedFile>;
  training: Record<string, IndexedFile>;
}

export function lookupFile(index: FileIndex, kind: FileKind, requested: string): IndexedFile | undefined {
  const table = index[kind];
  return Object.hasOwn(table, requested) ? table[requested] : undefined;
}
