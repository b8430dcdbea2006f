/**
 * The file on disk behind an index entry, only when it really lies inside its own home: the
 * folder of its kind and product line (the first two segments of its source, such as
 * `secure/<brand>`). A symlink planted in the content folder that points anywhere else (another
 * product's files, the secure folder from the public one, outside the content folder) is
 * treated as missing.
 *
 * The content folder is on the server's own disk, where resolving a path and reading its size and
 * time take microseconds: done synchronously, they cost far less than a trip through libuv's
 * thread pool. Resolving every link of the path is the dearer of the two, so it is done again
 * only when the path leads to another file (device and inode) than the one last found inside its home: the same file is the
 * same bytes, wherever a link is added.
 */
import { realpathSync, type Stats, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

export interface FileOnDisk {
  /** The real path, every symlink resolved. */
  path: string;
  facts: Stats;
}

interface Verified {
  dev: number;
  ino: number;
  path: string;
}

/** By absolute path of an indexed source; the file index bounds how many there are. */
const verified = new Map<string, Verified>();
/** Real paths of the home folders, resolved once each (a missing one is looked for again). */
const realHomes = new Map<string, string>();

function realpathOrUndefined(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

function realHomeOf(home: string): string | undefined {
  const known = realHomes.get(home);
  if (known !== undefined) return known;
  const real = realpathOrUndefined(home);
  if (real !== undefined) realHomes.set(home, real);
  return real;
}

/** Where a source lies: its absolute path and its home folder (the first two segments of the source). */
interface Place {
  absolute: string;
  home: string;
}

/** By content folder, then by source: worked out from the two strings alone, so kept for good. */
const places = new Map<string, Map<string, Place | null>>();

/** Null when the source names no place inside its home (too few segments, or leading out of the content folder). */
function placeOf(contentDir: string, source: string): Place | null {
  let bySource = places.get(contentDir);
  if (!bySource) {
    bySource = new Map();
    places.set(contentDir, bySource);
  }
  const known = bySource.get(source);
  if (known !== undefined) return known;
  const root = resolve(contentDir);
  const absolute = resolve(root, source);
  const [kindFolder, productFolder] = source.split('/');
  const place =
    kindFolder && productFolder && absolute.startsWith(root + sep)
      ? { absolute, home: join(root, kindFolder, productFolder) }
      : null;
  bySource.set(source, place);
  return place;
}

/** The regular file a source names, inside its home; undefined when missing, not a file, or outside. */
export function fileOnDisk(contentDir: string, source: string): FileOnDisk | undefined {
  const place = placeOf(contentDir, source);
  return place ? found(place) : undefined;
}

function found({ absolute, home }: Place): FileOnDisk | undefined {
  const facts = statOrUndefined(absolute);
  if (!facts?.isFile()) return undefined;
  const known = verified.get(absolute);
  if (known && known.dev === facts.dev && known.ino === facts.ino) return { path: known.path, facts };

  const realHome = realHomeOf(home);
  const real = realpathOrUndefined(absolute);
  if (realHome === undefined || real === undefined || !real.startsWith(realHome + sep)) {
    verified.delete(absolute);
    return undefined;
  }
  verified.set(absolute, { dev: facts.dev, ino: facts.ino, path: real });
  return { path: real, facts };
}
