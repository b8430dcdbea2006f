import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadHelpers } from './preload-helpers';

const lazyDir = join(import.meta.dirname, '..', '..', 'site', 'lazy');
/** Only the file-fetching helper says this: it marks which helper a chunk carries. */
const fetchingMark = 'Could not load ';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Builds an app whose entry holds `loader.ts`, an entry chunk loader, and `main.ts`, which is not one. */
async function buildApp(files: Record<string, string>): Promise<Rolldown.OutputChunk> {
  root = mkdtempSync(join(tmpdir(), 'preload-helpers-'));
  const all: Record<string, string> = {
    'index.html': '<script type="module" src="./main.ts"></script>',
    'main.ts': "import { load } from './loader';\nload();",
    'loader.ts': "export const load = () => import('./lazy');",
    'lazy.ts': 'export const lazy = 1;',
    ...files,
  };
  for (const [name, text] of Object.entries(all)) writeFileSync(join(root, name), text);
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      preloadHelpers({
        fetching: join(lazyDir, 'preload-helper.ts'),
        passThrough: join(lazyDir, 'no-files-preload.ts'),
        entryChunkLoaders: [join(root, 'loader.ts')],
      }),
    ],
    build: { write: false, minify: false },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  const entry = chunks.find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry);
  if (!entry) throw new Error('The build wrote no entry chunk');
  return entry;
}

describe('the preload helpers of lazy imports', () => {
  it("gives the entry's chunk loaders the pass-through, leaving the file-fetching helper out of the entry", async () => {
    const entry = await buildApp({});
    expect(entry.dynamicImports).toHaveLength(1);
    expect(entry.code).not.toContain(fetchingMark);
  });

  it('gives any other lazy import the helper that fetches its files', async () => {
    const entry = await buildApp({
      'main.ts': "import { load } from './loader';\nload();\nimport('./styled');",
      'styled.ts': "import './styled.css';\nexport const styled = 1;",
      'styled.css': '.styled { color: red; }',
    });
    expect(entry.code).toContain(fetchingMark);
  });

  it('stops the build when a chunk an entry chunk loader loads needs a stylesheet, and names it', async () => {
    await expect(
      buildApp({ 'lazy.ts': "import './lazy.css';\nexport const lazy = 1;", 'lazy.css': '.lazy { color: red; }' }),
    ).rejects.toThrow(/lazy\.ts \(loaded by .*loader\.ts\) needs assets\/lazy-[\w-]+\.css beside it/);
  });

  it('stops the build when such a chunk needs a chunk it shares with another', async () => {
    await expect(
      buildApp({
        'main.ts': "import { load } from './loader';\nload();\nimport('./second');",
        'second.ts': "export const second = () => import('./other');",
        'lazy.ts': "import { shared } from './shared';\nexport const lazy = shared;",
        'other.ts': "import { shared } from './shared';\nexport const other = shared;",
        'shared.ts': 'export function shared() {\n  return document.title;\n}',
      }),
    ).rejects.toThrow(/lazy\.ts \(loaded by .*loader\.ts\) needs assets\/shared-[\w-]+\.js beside it/);
  });
});
