/** Compiled-once validators for every content schema, for Node callers (compiler, server, tests). */
import type { ValidateFunction } from 'ajv';
import productSchema from '../../schema/product.schema.json' with { type: 'json' };
import sectionSchema from '../../schema/section.schema.json' with { type: 'json' };
import siteSchema from '../../schema/site.schema.json' with { type: 'json' };
import type { ProductLine, SectionResource, SiteSettings } from '../types';
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
