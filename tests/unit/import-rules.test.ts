/**
 * The layer rules of DESIGN.md, checked on every import of every source file; the rules of
 * engine/'s folders, named for where their code runs (node/, browser/, shared/); and the rule
 * that no product, brand or model key is written in code.
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

const isTestOrStory = (file: string) => /\.(test|stories)\.tsx?$/.test(file) || /[\\/]testing[\\/]/.test(file);
/** Tests of every layer share the one fixture set. */
const fixtureSet = (t: string, file: string) => isTestOrStory(file) && t.startsWith('tests/fixtures/');
/**
 * engine/node/ is the compiler, validation and the file index: Node only. The site's and the
 * renderers' code never reaches it, so no bundle for the browser (the site's, Storybook's) can
 * hold it; their tests may, as vitest runs them in Node and they compile a fixture line with it.
 */
const nodeOnly = (t: string, file: string) => t.startsWith('engine/node/') && !/\.test\.tsx?$/.test(file);
/** engine/browser/ draws with React; Node's side (server, scripts) never loads it. */
const browserOnly = (t: string) => t.startsWith('engine/browser/');

/** What each layer may import from the others (its own files always). */
const allowed: Record<Layer, (target: string, file: string) => boolean> = {
  schema: () => false,
  content: () => false,
  engine: (t) => t.startsWith('schema/generated/') || (t.startsWith('schema/') && t.endsWith('.schema.json')),
  renderers: (t, file) =>
    (t.startsWith('engine/') && !nodeOnly(t, file)) ||
    t.startsWith('schema/generated/') ||
    (isTestOrStory(file) && (t.startsWith('content/') || t.startsWith('.storybook/'))) ||
    fixtureSet(t, file),
  site: (t, file) => (!/^(server|scripts|tests)\//.test(t) && !nodeOnly(t, file)) || fixtureSet(t, file),
  // package.json names the Node releases the server runs on (engines), once.
  server: (t, file) =>
    (t.startsWith('engine/') && !browserOnly(t)) ||
    t.startsWith('schema/') ||
    t === 'package.json' ||
    fixtureSet(t, file),
  scripts: (t) => (t.startsWith('engine/') && !browserOnly(t)) || t.startsWith('schema/'),
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
            // engine/'s own folders answer for their packages (below).
            const reactInServer = (layer === 'server' || layer === 'scripts') && /^react/.test(specifier);
            if (reactInServer) violations.push(`${relative(root, file)} imports ${specifier}`);
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

/** The operators' console (site/console/) is a site of its own: no portal state in it, none of it in the portal. */
describe("the operators' console's imports", () => {
  const isConsole = (path: string) => relative(root, path).startsWith('site/console/');
  const targetsOf = (file: string) =>
    importsOf(file)
      .filter((s) => s.startsWith('.'))
      .map((s) => relative(root, resolve(dirname(file), s)));

  it('the portal imports nothing of the console', () => {
    const violations = sourceFiles('site')
      .filter((file) => !isConsole(file))
      .flatMap((file) =>
        targetsOf(file)
          .filter((t) => t.startsWith('site/console/'))
          .map((t) => `${relative(root, file)} imports ${t}`),
      );
    expect(violations).toEqual([]);
  });

  it("the console imports its own files, engine/shared/ and (its stories) Storybook's settings only", () => {
    const violations = sourceFiles(join('site', 'console')).flatMap((file) =>
      targetsOf(file)
        .filter(
          (t) =>
            !t.startsWith('site/console/') &&
            !t.startsWith('engine/shared/') &&
            !(isTestOrStory(file) && t.startsWith('.storybook/')),
        )
        .map((t) => `${relative(root, file)} imports ${t}`),
    );
    expect(violations).toEqual([]);
  });
});

/** engine/'s folders, each named for where its code runs. */
const engineFolders = ['node', 'browser', 'shared'] as const;
type EngineFolder = (typeof engineFolders)[number];
const engineFolderOf = (path: string) => relative(root, path).match(/^engine\/([^/\\]+)\//)?.[1];
const isReact = (specifier: string) => /^react(-dom|-router(-dom)?)?(\/|$)/.test(specifier);
const isNodeBuiltin = (specifier: string) => specifier.startsWith('node:');

/** What a file of each folder may import, by the target's path from the root or by the package's name. */
const engineAllowed: Record<EngineFolder, { file: (target: string) => boolean; pkg: (name: string) => boolean }> = {
  // Pure code that both the browser and Node run: its own folder and the schema's generated types.
  shared: {
    file: (t) => t.startsWith('engine/shared/') || t.startsWith('schema/generated/'),
    pkg: (name) => !isReact(name) && !isNodeBuiltin(name),
  },
  // The compiler and validation read the schemas themselves; they never draw.
  node: {
    file: (t) => t.startsWith('engine/node/') || t.startsWith('engine/shared/') || t.startsWith('schema/'),
    pkg: (name) => !isReact(name),
  },
  // React dispatch in the browser: never the compiler, never a Node module.
  browser: {
    file: (t) => t.startsWith('engine/browser/') || t.startsWith('engine/shared/') || t.startsWith('schema/generated/'),
    pkg: (name) => !isNodeBuiltin(name),
  },
};

describe('engine/ folders named for where their code runs', () => {
  it('every engine/ file lies in node/, browser/ or shared/', () => {
    const stray = sourceFiles('engine')
      .filter((file) => !engineFolders.some((f) => f === engineFolderOf(file)))
      .map((file) => relative(root, file));
    expect(stray).toEqual([]);
  });

  for (const folder of engineFolders) {
    it(`engine/${folder}/ imports only what runs where it runs`, () => {
      const violations: string[] = [];
      for (const file of sourceFiles(join('engine', folder))) {
        for (const specifier of importsOf(file)) {
          const ok = specifier.startsWith('.')
            ? engineAllowed[folder].file(relative(root, resolve(dirname(file), specifier)))
            : engineAllowed[folder].pkg(specifier);
          if (!ok) violations.push(`${relative(root, file)} imports ${specifier}`);
        }
      }
      expect(violations).toEqual([]);
    });
  }
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
