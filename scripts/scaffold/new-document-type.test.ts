/**
 * new:document-type runs on a scratch copy of the folders it edits and reads (schema, engine,
 * renderers and what their files import), with node_modules and content linked, then the copy is
 * checked as a developer would: the schema takes a document of the new type, the registry draws
 * it, `tsc` passes on the edited files and Biome finds nothing to change.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAjv } from '../../engine/compiler/validation/ajv-factory';
import { newDocumentType } from './new-document-type';
import { capturedIo, repoRoot, snapshot, type TempTree, tempTree } from './testing/temp-tree';

const copied = [
  'schema',
  'engine',
  'renderers',
  'tests/fixtures',
  'tests/testing/setup-dom.ts',
  '.storybook',
  'scripts/generate-types.ts',
  'package.json',
  'tsconfig.json',
  'biome.json',
];
const linked = ['node_modules', 'content'];

async function run(root: string, ...argv: string[]) {
  const printed = capturedIo();
  const code = await newDocumentType([...argv, '--root', root], printed.io, repoRoot);
  return { code, out: printed.out.join('\n'), err: printed.err.join('\n') };
}

function tool(root: string, command: string, args: string[]) {
  const result = spawnSync(join(root, 'node_modules', '.bin', command), args, { cwd: root, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run new:document-type on a copy of the tree', () => {
  let tree: TempTree;
  let result: Awaited<ReturnType<typeof run>>;
  const read = (path: string) => readFileSync(join(tree.root, path), 'utf8');

  beforeAll(async () => {
    tree = tempTree(copied, linked);
    result = await run(tree.root, '--name', 'checklist', '--description', 'Items to tick off before use.');
  }, 120_000);
  afterAll(() => tree.cleanup());

  it('reports what it wrote and regenerated', () => {
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    for (const file of ['schema/section.schema.json', 'renderers/registry.ts', 'checklist/checklist.stories.tsx']) {
      expect(result.out).toContain(file);
    }
    expect(result.out).toContain('regenerated schema/generated');
  });

  it('makes the schema take a document of the new type, its name required', () => {
    const ajv = createAjv();
    for (const file of ['site', 'product', 'section']) ajv.addSchema(JSON.parse(read(`schema/${file}.schema.json`)));
    const section = (documents: unknown[]) => ({ message: 'Checks', documents });
    const validate = ajv.getSchema('https://schemas.customer-resources.invalid/section.schema.json');
    expect(validate?.(section([{ type: 'checklist', name: 'Before use', text: 'Tick each item.' }]))).toBe(true);
    expect(validate?.(section([{ type: 'checklist' }]))).toBe(false);
    expect(validate?.(section([{ type: 'checklist', name: 'x', filePath: 'a.pdf' }]))).toBe(false);
    const description = JSON.parse(read('schema/section.schema.json')).$defs.checklistDocument.description;
    expect(description).toBe('Items to tick off before use.');
  });

  it('registers the renderer and regenerates the types', () => {
    expect(read('renderers/registry.ts')).toContain(
      "import { ChecklistDocument } from './documents/checklist/checklist';",
    );
    expect(read('renderers/registry.ts')).toContain(
      '  checklist: ChecklistDocument,\n} satisfies DocumentRendererMap;',
    );
    expect(read('schema/generated/section.ts')).toMatch(
      /export interface ChecklistDocument \{\n\s+\/\*\*[\s\S]*?type: 'checklist';/,
    );
  });

  it('leaves the edited files type-checking', () => {
    // Only what the command touched and what those files import: the rest of the tree is other work.
    const config = {
      extends: './tsconfig.json',
      include: [
        'schema',
        'engine',
        'renderers/registry.ts',
        'renderers/documents/checklist',
        'tests/testing/setup-dom.ts',
      ],
    };
    writeFileSync(join(tree.root, 'tsconfig.scaffold.json'), JSON.stringify(config));
    const checked = tool(tree.root, 'tsc', ['-p', 'tsconfig.scaffold.json', '--noEmit']);
    expect(checked.output).toBe('');
    expect(checked.status).toBe(0);
  }, 120_000);

  it('writes what Biome would write', () => {
    const files = [
      'schema/section.schema.json',
      'engine/compiler/compile/compile-product.ts',
      'renderers/registry.ts',
      'renderers/documents/checklist',
    ];
    const checked = tool(tree.root, 'biome', ['ci', '--vcs-enabled=false', '--error-on-warnings', ...files]);
    expect(checked.status, checked.output).toBe(0);
  }, 60_000);
});

describe('npm run new:document-type refusals', () => {
  let tree: TempTree;
  beforeAll(() => {
    tree = tempTree(['schema', 'engine/compiler/compile', 'renderers/registry.ts', 'renderers/documents'], ['content']);
  });
  afterAll(() => tree.cleanup());

  const refusals = [
    { argv: ['--name', 'sectiontext'], message: 'the document type "sectiontext" exists already' },
    { argv: ['--name', 'section-text'], message: 'section-text already exists' },
    { argv: ['--name', 'Check_List'], message: '--name "Check_List" is not a key' },
    { argv: [], message: '--name is required' },
  ];
  for (const { argv, message } of refusals) {
    it(`refuses ${argv.join(' ') || 'no name'}, with exit 1 and nothing written`, async () => {
      const before = snapshot(tree.root);
      const { code, err } = await run(tree.root, ...argv);
      expect(code).toBe(1);
      expect(err).toContain(message);
      expect(snapshot(tree.root)).toEqual(before);
    });
  }
});
