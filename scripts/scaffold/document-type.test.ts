import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilerWithType, documentTypeNames, registryWithType, schemaWithType } from './document-type';
import { repoRoot } from './testing/temp-tree';

const source = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const stepList = documentTypeNames('step-list');

describe('document type edits', () => {
  it('names a dashed type as content, schema and React spell it', () => {
    expect(stepList).toEqual({ type: 'step-list', defKey: 'stepListDocument', component: 'StepListDocument' });
  });

  it('quotes a dashed registry key and sorts its import as Biome does', () => {
    const edited = registryWithType(source('renderers/registry.ts'), stepList);
    expect(edited).toContain("  'step-list': StepListDocument,\n} satisfies DocumentRendererMap;");
    const imports = edited.split('\n').filter((line) => line.startsWith('import { ') && line.includes('/documents/'));
    const at = imports.indexOf("import { StepListDocument } from './documents/step-list/step-list';");
    expect(imports[at - 1]).toContain('/secure-download/');
    expect(imports[at + 1]).toContain('/training/');
  });

  it('adds the type to the cases the compiler passes through', () => {
    const edited = compilerWithType(source('engine/compiler/compile/compile-product.ts'), stepList);
    expect(edited).toMatch(
      / {4}case 'step-list':\n {6}return document;\n {4}default:\n {6}return assertNever\(document\);/,
    );
  });

  it('refuses, rather than guesses, when a file no longer looks as expected', () => {
    expect(() => compilerWithType('switch (x) {}', stepList)).toThrow('add the type by hand');
    expect(() => registryWithType('export const documentRenderers = {};', stepList)).toThrow('add the type by hand');
    const schema = JSON.parse(source('schema/section.schema.json'));
    expect(() => schemaWithType(JSON.stringify(schema), stepList, 'x')).toThrow('add the type by hand');
  });

  it('refuses a type the registry already names', () => {
    expect(() => registryWithType(source('renderers/registry.ts'), documentTypeNames('section-text'))).toThrow(
      'already names SectionTextDocument',
    );
  });
});
