/**
 * What the layer rules of .dependency-cruiser.cjs (`npm run deps`) cannot say, as they judge imports
 * only: every engine/ file lies in one of its three folders (compiler/, rendering/, shared/), and no
 * product, brand or model key is written in code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name)) out.push(path);
    }
  };
  walk(join(root, dir));
  return out;
}

const isTestOrStory = (file: string) => /\.(test|stories)\.tsx?$/.test(file) || /[\\/]testing[\\/]/.test(file);

/** engine/'s folders: the compiler (Node only), the rendering engine (browser only), and what both run. */
const engineFolders = ['compiler', 'rendering', 'shared'] as const;
const engineFolderOf = (path: string) => relative(root, path).match(/^engine\/([^/\\]+)\//)?.[1];

describe('engine/ folders named for their purpose', () => {
  it('every engine/ file lies in compiler/, rendering/ or shared/', () => {
    const stray = sourceFiles('engine')
      .filter((file) => !engineFolders.some((f) => f === engineFolderOf(file)))
      .map((file) => relative(root, file));
    expect(stray).toEqual([]);
  });
});

describe('no per-product code', () => {
  const productsDir = join(root, 'content', 'products');
  const keys = new Set<string>();
  for (const folder of readdirSync(productsDir)) {
    keys.add(folder);
    const product = JSON.parse(readFileSync(join(productsDir, folder, 'product.json'), 'utf8'));
    keys.add(product.brand);
    keys.add(product.model);
    keys.add(String(product.pathPrefix).replace(/^\//, ''));
  }

  it('finds the demo keys to look for', () => {
    expect(keys.size).toBeGreaterThanOrEqual(6);
  });

  it('no product, brand or model key appears in engine/, renderers/, site/ or server/ source', () => {
    const found: string[] = [];
    for (const layer of ['engine', 'renderers', 'site', 'server'] as const) {
      for (const file of sourceFiles(layer).filter((f) => !isTestOrStory(f))) {
        const text = readFileSync(file, 'utf8');
        for (const key of keys) {
          if (new RegExp(`(^|[^a-z0-9-])${key}([^a-z0-9-]|$)`, 'i').test(text))
            found.push(`${relative(root, file)}: ${key}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
