/** The content folder on disk, as the compiler sees it. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { imageSize } from 'image-size';
import type { ContentFiles } from '../../engine/compiler/compile/content-source';

export function contentFilesIn(contentDir: string): ContentFiles {
  return {
    fileSize: (path) => {
      try {
        const facts = statSync(join(contentDir, path));
        return facts.isFile() ? facts.size : undefined;
      } catch {
        return undefined;
      }
    },
    readFile: (path) => {
      try {
        return readFileSync(join(contentDir, path));
      } catch {
        return undefined;
      }
    },
    imageSize: (path) => {
      try {
        const measured = imageSize(readFileSync(join(contentDir, path)));
        // SVG sizes may be fractional or in other units; HTML's width and height are whole pixels.
        const width = Math.round(measured.width);
        const height = Math.round(measured.height);
        return width > 0 && height > 0 ? { width, height } : undefined;
      } catch {
        // A missing file is reported where it is named; a picture of an unknown kind simply has no size.
        return undefined;
      }
    },
    filesUnder: (folder) => {
      const dir = join(contentDir, folder);
      // A folder that does not exist has no files; the caller reports the path that named it.
      if (!existsSync(dir)) return [];
      return readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(contentDir, join(entry.parentPath, entry.name)).split('\\').join('/'))
        .sort();
    },
  };
}
