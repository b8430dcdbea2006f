/**
 * The layer rules of DESIGN.md, checked on every import of every source file,
 * and the rule that no product, brand or model key is written in code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const layers = ['schema', 'content', 'engine', 'renderers', 'site', 'server', 'scripts', 'tests'] as const;
type Layer = (typeof layers)[number];

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

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const pattern =
    /(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;
  return [...text.matchAll(pattern)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

function layerOf(path: string): Layer | undefined {
  const top = relative(root, path).split(/[\\/]/)[0];
  return layers.find((l) => l === top);
}

const isTestOrStory = (file: string) =>
  /\.(test|stories)\.tsx?$/.test(file) || /[\\/](testing|test-support)[\\/]/.test(file);
/** The bundle budget's floor app: a React app that scripts/bundle-size.ts builds and weighs, never runs. */
const isFloorApp = (file: string) => relative(root, file).startsWith('scripts/budget/floor-app/');
/** Tests of every layer share the one fixture set. */
const fixtureSet = (t: string, file: string) => isTestOrStory(file) && t.startsWith('tests/fixtures/');

/** What each layer may import from the others (its own files always). */
const allowed: Record<Layer, (target: string, file: string) => boolean> = {
  schema: () => false,
  content: () => false,
  engine: (t) => t.startsWith('schema/generated/') || (t.startsWith('schema/') && t.endsWith('.schema.json')),
  renderers: (t, file) =>
    t.startsWith('engine/') ||
    t.startsWith('schema/generated/') ||
    (isTestOrStory(file) && (t.startsWith('content/') || t.startsWith('.storybook/'))) ||
    fixtureSet(t, file),
  site: (t, file) => !/^(server|scripts|tests)\//.test(t) || fixtureSet(t, file),
  // package.json names the Node releases the server runs on (engines), once.
  server: (t, file) =>
    (t.startsWith('engine/') && !t.startsWith('engine/render/')) ||
    t.startsWith('schema/') ||
    t === 'package.json' ||
    fixtureSet(t, file),
  scripts: (t) => (t.startsWith('engine/') && !t.startsWith('engine/render/')) || t.startsWith('schema/'),
  tests: () => true,
};

const checked = ['engine', 'renderers', 'site', 'server', 'scripts'] as const;

describe('import rules of DESIGN.md', () => {
  for (const layer of checked) {
    it(`${layer}/ imports only what its layer may`, () => {
      const violations: string[] = [];
      for (const file of sourceFiles(layer)) {
        for (const specifier of importsOf(file)) {
          if (!specifier.startsWith('.')) {
            const reactInEngine = layer === 'engine' && /^react(-dom)?(\/|$)/.test(specifier);
            const reactInServer =
              (layer === 'server' || layer === 'scripts') && /^react/.test(specifier) && !isFloorApp(file);
            const engineFile = relative(root, file);
            if (reactInEngine && !engineFile.startsWith('engine/render/'))
              violations.push(`${engineFile} imports ${specifier}`);
            if (reactInServer) violations.push(`${engineFile} imports ${specifier}`);
            continue;
          }
          const target = relative(root, resolve(dirname(file), specifier));
          const targetLayer = layerOf(resolve(dirname(file), specifier));
          if (targetLayer === layer) continue;
          if (!allowed[layer](target, file)) violations.push(`${relative(root, file)} imports ${target}`);
        }
      }
      expect(violations).toEqual([]);
    });
  }

  it('nothing outside site/ and tests/ imports site/', () => {
    const violations = (['engine', 'renderers', 'server', 'scripts'] as const).flatMap((layer) =>
      sourceFiles(layer).flatMap((file) =>
        importsOf(file)
          .filter((s) => s.startsWith('.') && layerOf(resolve(dirname(file), s)) === 'site')
          .map((s) => `${relative(root, file)} imports ${s}`),
      ),
    );
    expect(violations).toEqual([]);
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
