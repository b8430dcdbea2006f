/** Compiled-once validators for every content and compiled schema, for Node callers (compiler, server, tests). */
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

export const contentSchemas = { site: siteSchema, product: productSchema, section: sectionSchema } as const;
export type ContentKind = keyof typeof contentSchemas;

interface KindTypes {
  site: SiteSettings;
  product: ProductLine;
  section: SectionResource;
}

let cache: { [K in ContentKind]: ValidateFunction<KindTypes[K]> } | undefined;

function validators() {
  if (!cache) {
    const ajv = createAjv();
    cache = {
      site: ajv.compile<SiteSettings>(siteSchema),
      product: ajv.compile<ProductLine>(productSchema),
      section: ajv.compile<SectionResource>(sectionSchema),
    };
  }
  return cache;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ContentError[] };

export function validateContent<K extends ContentKind>(
  kind: K,
  file: string,
  data: unknown,
): ValidationResult<KindTypes[K]> {
  const validate = validators()[kind] as ValidateFunction<KindTypes[K]>;
  if (validate(data)) return { ok: true, value: data };
  return { ok: false, errors: toContentErrors(file, validate.errors) };
}

/** Every schema, authoring and compiled, by $id: what route schemas and compiled references resolve against. */
export const allSchemas = [
  siteSchema,
  productSchema,
  sectionSchema,
  compiledSiteSchema,
  compiledProductSchema,
  compiledFilesSchema,
  compiledApiSchema,
] as const;

interface CompiledKindTypes {
  site: CompiledSite;
  product: CompiledProduct;
  files: FileIndex;
}
const compiledSchemaIds = {
  site: compiledSiteSchema.$id,
  product: compiledProductSchema.$id,
  files: compiledFilesSchema.$id,
} as const;

let compiledCache: { [K in keyof CompiledKindTypes]: ValidateFunction<CompiledKindTypes[K]> } | undefined;

function compiledValidators() {
  if (!compiledCache) {
    const ajv = createAjv();
    for (const schema of allSchemas) ajv.addSchema(schema);
    const get = <T>(id: string) => ajv.getSchema<T>(id) as ValidateFunction<T>;
    compiledCache = {
      site: get<CompiledSite>(compiledSchemaIds.site),
      product: get<CompiledProduct>(compiledSchemaIds.product),
      files: get<FileIndex>(compiledSchemaIds.files),
    };
  }
  return compiledCache;
}

/** Validates a file the compiler wrote against its compiled schema. */
export function validateCompiled<K extends keyof CompiledKindTypes>(
  kind: K,
  file: string,
  data: unknown,
): ValidationResult<CompiledKindTypes[K]> {
  const validate = compiledValidators()[kind] as ValidateFunction<CompiledKindTypes[K]>;
  if (validate(data)) return { ok: true, value: data };
  return { ok: false, errors: toContentErrors(file, validate.errors) };
}
