/** The content folder on disk, as the compiler sees it. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ContentFiles } from '../../engine/compile/content-source';

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
    filesUnder: (folder) => {
      const found: string[] = [];
      const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) walk(path);
          else if (entry.isFile()) found.push(relative(contentDir, path).split('\\').join('/'));
        }
      };
      // A folder that does not exist has no files; the caller reports the path that named it.
      if (existsSync(join(contentDir, folder))) walk(join(contentDir, folder));
      return found.sort();
    },
  };
}
