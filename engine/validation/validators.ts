/**
 * Validators for every schema, authoring and compiled, compiled once by the one ajv factory,
 * for Node callers (compiler, server, tests).
 */
import type { ValidateFunction } from 'ajv';
import compiledApiSchema from '../../schema/compiled/api.schema.json' with { type: 'json' };
import compiledFilesSchema from '../../schema/compiled/files.schema.json' with { type: 'json' };
import compiledProductSchema from '../../schema/compiled/product.schema.json' with { type: 'json' };
import compiledSiteSchema from '../../schema/compiled/site.schema.json' with { type: 'json' };
import productSchema from '../../schema/product.schema.json' with { type: 'json' };
import sectionSchema from '../../schema/section.schema.json' with { type: 'json' };
import siteSchema from '../../schema/site.schema.json' with { type: 'json' };
import type { CompiledProduct, CompiledSite, FileIndex, ProductLine, SectionResource, SiteSettings } from '../types';
import { createAjv } from './ajv-factory';
import { type ContentError, toContentErrors } from './format-errors';

/** Every schema by $id: what route schemas and cross-schema references resolve against. */
export const allSchemas = [
  siteSchema,
  productSchema,
  sectionSchema,
  compiledSiteSchema,
  compiledProductSchema,
  compiledFilesSchema,
  compiledApiSchema,
] as const;

/** What maintainers write. */
interface ContentTypes {
  site: SiteSettings;
  product: ProductLine;
  section: SectionResource;
}
/** What the compiler writes. */
interface CompiledTypes {
  site: CompiledSite;
  product: CompiledProduct;
  files: FileIndex;
}
export type ContentKind = keyof ContentTypes;
export type CompiledKind = keyof CompiledTypes;

const schemaIds = {
  content: { site: siteSchema.$id, product: productSchema.$id, section: sectionSchema.$id },
  compiled: { site: compiledSiteSchema.$id, product: compiledProductSchema.$id, files: compiledFilesSchema.$id },
} as const;

let ajv: ReturnType<typeof createAjv> | undefined;
function validatorOf<T>(id: string): ValidateFunction<T> {
  if (!ajv) {
    ajv = createAjv();
    for (const schema of allSchemas) ajv.addSchema(schema);
  }
  return ajv.getSchema<T>(id) as ValidateFunction<T>;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ContentError[] };

function validate<T>(id: string, file: string, data: unknown): ValidationResult<T> {
  const validator = validatorOf<T>(id);
  if (validator(data)) return { ok: true, value: data };
  return { ok: false, errors: toContentErrors(file, validator.errors) };
}

/** Validates a content file a maintainer wrote. */
export function validateContent<K extends ContentKind>(kind: K, file: string, data: unknown) {
  return validate<ContentTypes[K]>(schemaIds.content[kind], file, data);
}

/** Validates a file the compiler wrote against its compiled schema. */
export function validateCompiled<K extends CompiledKind>(kind: K, file: string, data: unknown) {
  return validate<CompiledTypes[K]>(schemaIds.compiled[kind], file, data);
}
