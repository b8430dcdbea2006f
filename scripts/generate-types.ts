/**
 * Writes schema/site-translation.schema.json (derived from schema/site.schema.json), then
 * generates schema/generated/*.ts from schema/*.schema.json (what maintainers write) and
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

/**
 * A language's site texts (content/translations/<lang>/site.json) override any subset of site.json:
 * the same schema with nothing required, without the settings every language shares, plus translationOf.
 */
function siteTranslationSchema(site: Record<string, unknown>): Record<string, unknown> {
  const dropRequired = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(dropRequired);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key]) => key !== 'required' && key !== 'minItems')
        .map(([key, value]) => [key, dropRequired(value)]),
    );
  };
  const schema = dropRequired(site) as Record<string, unknown> & { properties: Record<string, unknown> };
  const { products: _products, languages: _languages, icon: _icon, ...texts } = schema.properties;
  return {
    ...schema,
    $id: `${schemaBase}site-translation.schema.json`,
    title: 'SiteTranslation',
    description:
      "The site's texts in one more language (content/translations/<lang>/site.json): any subset of site.json's texts, arrays by position; what it leaves out is shown in the default language. Generated from site.schema.json by `npm run gen:types`; do not edit.",
    properties: {
      ...texts,
      translationOf: {
        $ref: 'product.schema.json#/$defs/translationOf',
        description:
          "The SHA-256 of content/site.json's bytes when this was translated. content:check warns when site.json has changed since (the translation is stale) or when this is absent; `npm run content:translations -- --stamp <file>` writes it.",
      },
    },
  };
}

const siteTranslationFile = join(schemaDir, 'site-translation.schema.json');

/** Writes (or, with --check, compares) a file; answers whether it was stale. */
function refresh(target: string, code: string): boolean {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // a missing file is simply stale
  }
  if (current === code) return false;
  if (!check) writeFileSync(target, code);
  return true;
}

const stale: string[] = [];
const siteSchema = JSON.parse(readFileSync(join(schemaDir, 'site.schema.json'), 'utf8'));
if (refresh(siteTranslationFile, `${JSON.stringify(siteTranslationSchema(siteSchema), null, 2)}\n`))
  stale.push(siteTranslationFile);

const schemasIn = (folder: string) =>
  readdirSync(join(schemaDir, folder))
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => (folder === '.' ? f : `${folder}/${f}`));
const files = [...schemasIn('.'), ...schemasIn('compiled')];
for (const file of files) {
  // A stale translation schema is already reported; its types are made from what it will be.
  if (check && stale.includes(join(schemaDir, file))) continue;
  const { target, code } = await generate(file);
  if (refresh(target, code)) stale.push(target);
}
if (check && stale.length > 0) {
  console.error(`Generated types are stale; run \`npm run gen:types\`:\n${stale.map((s) => `  ${s}`).join('\n')}`);
  process.exit(1);
}
console.log(
  check ? `Generated types are fresh (${files.length} schemas).` : `Generated types for ${files.length} schemas.`,
);
