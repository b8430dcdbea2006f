/**
 * Generates schema/generated/*.ts from schema/*.schema.json (what maintainers write) and
 * schema/compiled/*.schema.json (what the compiler writes and the server answers, as
 * schema/generated/compiled-*.ts).
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

/**
 * Schemas reference each other by $id (absolute, so ajv and Fastify's serialiser resolve them
 * alike); the ids name files of this folder and are read from here, never fetched.
 */
const schemaBase = 'https://schemas.customer-resources.invalid/';
const localSchemas = {
  order: 1,
  canRead: (file: { url: string }) => file.url.startsWith(schemaBase),
  read: (file: { url: string }) =>
    readFileSync(join(schemaDir, file.url.slice(schemaBase.length).split('#')[0] ?? ''), 'utf8'),
};

async function generate(file: string): Promise<{ target: string; code: string }> {
  const schema = JSON.parse(readFileSync(join(schemaDir, file), 'utf8')) as JSONSchema;
  const code = await compile(schema, schema.title ?? basename(file), {
    cwd: schemaDir,
    $refOptions: { resolve: { portal: localSchemas } },
    bannerComment: banner.replace('%s', file),
    additionalProperties: false,
    declareExternallyReferenced: true,
    unreachableDefinitions: true,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  return { target: join(outDir, file.replace('/', '-').replace('.schema.json', '.ts')), code };
}

const schemasIn = (folder: string) =>
  readdirSync(join(schemaDir, folder))
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => (folder === '.' ? f : `${folder}/${f}`));
const files = [...schemasIn('.'), ...schemasIn('compiled')];
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
