/**
 * The bytes of small gated files (a print sheet, a quick-tip PDF) kept in memory between requests,
 * so answering one costs no open, read and close beyond the stat that every request makes anyway.
 * An entry is used only while the file on disk has the same inode, size and modification time,
 * so a file replaced in place is read again. Large files are streamed from disk as before.
 */
import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';

/** Above this a file is streamed: holding it would cost more memory than its read costs time. */
export const maxHeldFileBytes = 64 * 1024;
const maxHeldTotalBytes = 16 * 1024 * 1024;

/** Bytes read from a file, with what identified the file then: used only while the file on disk still matches. */
interface Held {
  bytes: Buffer;
  ino: number;
  size: number;
  mtimeMs: number;
}

const held = new LRUCache<string, Held>({
  maxSize: maxHeldTotalBytes,
  sizeCalculation: (entry) => entry.bytes.length || 1,
});

/** The bytes held for this very file (same inode, size and time), without waiting; undefined otherwise. */
export function heldFileBytes(path: string, facts: Stats): Buffer | undefined {
  const entry = held.get(path);
  const same = entry?.ino === facts.ino && entry.size === facts.size && entry.mtimeMs === facts.mtimeMs;
  return same ? entry.bytes : undefined;
}

/**
 * The whole file when it is small enough to hold, read now or from memory; undefined for a large
 * one or when the bytes read do not match what stat said (the file changed between the two).
 */
export async function smallFileBytes(path: string, facts: Stats): Promise<Buffer | undefined> {
  if (facts.size > maxHeldFileBytes) return undefined;
  const known = heldFileBytes(path, facts);
  if (known) return known;
  const bytes = await readFile(path);
  if (bytes.length !== facts.size) return undefined;
  held.set(path, { bytes, ino: facts.ino, size: facts.size, mtimeMs: facts.mtimeMs });
  return bytes;
}
