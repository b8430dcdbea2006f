/**
 * Validators for every schema, authoring and compiled, compiled once by the one ajv factory,
 * for Node callers (compiler, server, tests).
 */
import type { ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import compiledApiSchema from '../../../schema/compiled/api.schema.json' with { type: 'json' };
import compiledEifuSchema from '../../../schema/compiled/eifu.schema.json' with { type: 'json' };
import compiledFilesSchema from '../../../schema/compiled/files.schema.json' with { type: 'json' };
import compiledNoticesSchema from '../../../schema/compiled/notices.schema.json' with { type: 'json' };
import compiledProductSchema from '../../../schema/compiled/product.schema.json' with { type: 'json' };
import compiledSearchSchema from '../../../schema/compiled/search.schema.json' with { type: 'json' };
import compiledSiteSchema from '../../../schema/compiled/site.schema.json' with { type: 'json' };
import productSchema from '../../../schema/product.schema.json' with { type: 'json' };
import sectionSchema from '../../../schema/section.schema.json' with { type: 'json' };
import siteSchema from '../../../schema/site.schema.json' with { type: 'json' };
import siteTranslationSchema from '../../../schema/site-translation.schema.json' with { type: 'json' };
import { copiesRange } from '../../shared/documents/paper-copy-limits';
import type {
  CompiledProduct,
  CompiledSite,
  EifuIndex,
  FileIndex,
  NoticesIndex,
  ProductLine,
  SearchSource,
  SectionResource,
  SiteSettings,
  SiteTranslation,
} from '../../shared/types';
import { createAjv } from './ajv-factory';
import type { ContentError } from './content-error';
import { toContentErrors } from './format-errors';
import { type JsonSource, parseJsonSource } from './json-source';

/** The API's schema with the paper-copy range, which the request form shares (paper-copy-limits.ts). */
const apiSchema = structuredClone(compiledApiSchema);
Object.assign(apiSchema.$defs.paperCopyRequest.properties.copies, {
  minimum: copiesRange.min,
  maximum: copiesRange.max,
});

/** Every schema by $id: what route schemas and cross-schema references resolve against. */
export const allSchemas = [
  siteSchema,
  siteTranslationSchema,
  productSchema,
  sectionSchema,
  compiledSiteSchema,
  compiledProductSchema,
  compiledFilesSchema,
  compiledSearchSchema,
  compiledEifuSchema,
  compiledNoticesSchema,
  apiSchema,
] as const;

/** What maintainers write. */
export interface ContentTypes {
  site: SiteSettings;
  product: ProductLine;
  section: SectionResource;
  /** A language's site texts, content/translations/<lang>/site.json. */
  siteTranslation: SiteTranslation;
}
/** What the compiler writes. */
interface CompiledTypes {
  site: CompiledSite;
  product: CompiledProduct;
  files: FileIndex;
  search: SearchSource;
  eifu: EifuIndex;
  notices: NoticesIndex;
}
export type ContentKind = keyof ContentTypes;
export type CompiledKind = keyof CompiledTypes;

const schemaIds = {
  content: {
    site: siteSchema.$id,
    product: productSchema.$id,
    section: sectionSchema.$id,
    siteTranslation: siteTranslationSchema.$id,
  },
  compiled: {
    site: compiledSiteSchema.$id,
    product: compiledProductSchema.$id,
    files: compiledFilesSchema.$id,
    notices: compiledNoticesSchema.$id,
    search: compiledSearchSchema.$id,
    eifu: compiledEifuSchema.$id,
  },
} as const;

let ajv: ReturnType<typeof createAjv> | undefined;
const schemaAjv = () => {
  ajv ??= createAjv().addSchema([...allSchemas]);
  return ajv;
};

/** Content validators compiled earlier (ajv's standalone code): compiling the schemas costs more than checking. */
let precompiled: Partial<Record<string, ValidateFunction>> = {};

function validatorOf<T>(id: string): ValidateFunction<T> {
  return (precompiled[id] ?? schemaAjv().getSchema<T>(id)) as ValidateFunction<T>;
}

/** The content validators as an ES module's source, exporting one function per content kind. */
export function contentValidatorsSource(): string {
  return standaloneCode(createAjv({ standalone: true }).addSchema([...allSchemas]), schemaIds.content);
}

/** Uses validators built from contentValidatorsSource() instead of compiling the schemas again. */
export function installContentValidators(validators: Record<ContentKind, ValidateFunction>): void {
  precompiled = Object.fromEntries(
    Object.entries(schemaIds.content).map(([kind, id]) => [id, validators[kind as ContentKind]]),
  );
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ContentError[] };

function validate<T>(id: string, file: string, data: unknown, source?: JsonSource): ValidationResult<T> {
  const validator = validatorOf<T>(id);
  if (validator(data)) return { ok: true, value: data };
  const resolveRef = (ref: string) => schemaAjv().getSchema(`${id}${ref}`)?.schema;
  return { ok: false, errors: toContentErrors(file, validator.errors, resolveRef, source) };
}

/** Validates a content file a maintainer wrote; with its source, every error names its line and column. */
export function validateContent<K extends ContentKind>(kind: K, file: string, data: unknown, source?: JsonSource) {
  return validate<ContentTypes[K]>(schemaIds.content[kind], file, data, source);
}

/** One content file's text, checked: the data when it parsed, the value when it is also valid, and every error. */
export interface CheckedText<T> {
  data?: unknown;
  value?: T;
  source?: JsonSource;
  errors: ContentError[];
}

export function checkContentText<K extends ContentKind>(
  kind: K,
  file: string,
  text: string,
): CheckedText<ContentTypes[K]> {
  const parsed = parseJsonSource(file, text);
  if (!parsed.ok) return { errors: parsed.errors };
  const { data, source } = parsed;
  const result = validateContent(kind, file, data, source);
  const errors = [...parsed.errors, ...(result.ok ? [] : result.errors)];
  return errors.length === 0 && result.ok ? { data, value: result.value, source, errors } : { data, source, errors };
}

/** Validates a file the compiler wrote against its compiled schema. */
export function validateCompiled<K extends CompiledKind>(kind: K, file: string, data: unknown) {
  return validate<CompiledTypes[K]>(schemaIds.compiled[kind], file, data);
}
