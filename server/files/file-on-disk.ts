/**
 * The file on disk behind an index entry, only when it really lies inside its own home: the
 * folder of its kind and product line (the first two segments of its source, such as
 * `secure/<brand>`). A symlink planted in the content folder that points anywhere else (another
 * product's files, the secure folder from the public one, outside the content folder) is
 * treated as missing.
 */
import { realpathSync, type Stats, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

export interface FileOnDisk {
  /** The real path, every symlink resolved. */
  path: string;
  facts: Stats;
}

/** What a look at the disk found; undefined when the path is missing or cannot be read. */
function found<Found>(look: () => Found): Found | undefined {
  try {
    return look();
  } catch {
    return undefined;
  }
}

/** The regular file a source names, inside its home; undefined when missing, not a file, or outside. */
export function fileOnDisk(contentDir: string, source: string): FileOnDisk | undefined {
  const root = resolve(contentDir);
  const absolute = resolve(root, source);
  const [kindFolder, productFolder] = source.split('/');
  if (!kindFolder || !productFolder || !absolute.startsWith(root + sep)) return undefined;
  const realHome = found(() => realpathSync.native(join(root, kindFolder, productFolder)));
  const real = found(() => realpathSync.native(absolute));
  if (realHome === undefined || real === undefined || !real.startsWith(realHome + sep)) return undefined;
  const facts = found(() => statSync(real));
  return facts?.isFile() ? { path: real, facts } : undefined;
}
