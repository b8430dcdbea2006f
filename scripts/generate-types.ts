/**
 * Generates schema/generated/*.ts from schema/*.schema.json.
 * With --check it writes nothing and exits 1 when a generated file is stale,
 * so CI catches a schema edited without regenerating its types.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const schemaDir = join(import.meta.dirname, '..', 'schema');
const outDir = join(schemaDir, 'generated');
const check = process.argv.includes('--check');

const banner =
  '/* Generated from schema/%s by scripts/generate-types.ts. Do not edit: change the schema and run `npm run gen:types`. */';

async function generate(file: string): Promise<{ target: string; code: string }> {
  const schema = JSON.parse(readFileSync(join(schemaDir, file), 'utf8')) as JSONSchema;
  const code = await compile(schema, schema.title ?? basename(file), {
    bannerComment: banner.replace('%s', file),
    additionalProperties: false,
    declareExternallyReferenced: true,
    unreachableDefinitions: true,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  return { target: join(outDir, file.replace('.schema.json', '.ts')), code };
}

const files = readdirSync(schemaDir)
  .filter((f) => f.endsWith('.schema.json'))
  .sort();
const stale: string[] = [];
for (const file of files) {
  const { target, code } = await generate(file);
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // a missing file is simply stale
  }
  if (current === code) continue;
  if (check) stale.push(target);
  else writeFileSync(target, code);
}
if (stale.length > 0) {
  console.error(`Generated types are stale; run \`npm run gen:types\`:\n${stale.map((s) => `  ${s}`).join('\n')}`);
  process.exit(1);
}
console.log(
  check ? `Generated types are fresh (${files.length} schemas).` : `Generated types for ${files.length} schemas.`,
);
