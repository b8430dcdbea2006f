/** The content folder as the scaffolding commands read it before they add to it. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { shown } from './cli';
import { readJsonFile } from './json-text';

/** The content folder a command works on: --content, else CONTENT_DIR as for content:check, else the repository's. */
export function contentDirOf(flag: string | undefined, repoRoot: string): string {
  return flag ?? process.env.CONTENT_DIR ?? join(repoRoot, 'content');
}

/** Every product.json on disk, listed in site.json or not, read as far as its keys; `file` as shown to the user. */
export function linesOnDisk(contentDir: string) {
  const productsDir = join(contentDir, 'products');
  if (!existsSync(productsDir)) return [];
  return readdirSync(productsDir)
    .map((folder) => join(productsDir, folder, 'product.json'))
    .filter((file) => existsSync(file))
    .map((file) => ({
      file: shown(file),
      ...(readJsonFile(file).data as { brand?: unknown; model?: unknown; pathPrefix?: unknown }),
    }));
}
