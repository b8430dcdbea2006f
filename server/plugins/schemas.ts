/**
 * Route schemas. Answers are described once, in schema/compiled/api.schema.json (and the
 * content schemas it references); routes point at those definitions by $id, so the shapes the
 * browser's types are generated from are the shapes the server serialises.
 */
import type { FastifyInstance } from 'fastify';
import { createAjv } from '../../engine/compiler/validation/ajv-factory';
import { allSchemas } from '../../engine/compiler/validation/validators';
import { authKeyPattern } from '../../engine/shared/accounts/auth-key';
import compiledApiSchema from '../../schema/compiled/api.schema.json' with { type: 'json' };
import productSchema from '../../schema/product.schema.json' with { type: 'json' };

const answer = (name: keyof typeof compiledApiSchema.$defs) => ({ $ref: `${compiledApiSchema.$id}#/$defs/${name}` });

export const errorSchema = answer('error');
export const sessionAnswerSchema = answer('sessionAnswer');
export const conflictAnswerSchema = answer('conflictAnswer');
export const siteAnswerSchema = answer('siteAnswer');
export const catalogueAnswerSchema = answer('catalogue');
export const searchAnswerSchema = answer('searchAnswer');
export const paperCopyRequestSchema = answer('paperCopyRequest');
export const paperCopyAnswerSchema = answer('paperCopyAnswer');
export const hospitalSignInOptionsSchema = answer('hospitalSignInOptions');
export const signOutAnswerSchema = answer('signOutAnswer');
export const acknowledgementsAnswerSchema = answer('acknowledgementsAnswer');
export const acknowledgementRequestSchema = answer('acknowledgementRequest');
export const acknowledgementAnswerSchema = answer('acknowledgementAnswer');

export const authKeySchema = {
  type: 'string',
  pattern: authKeyPattern,
  description: 'SHA-256 hex digest (lowercase) of the trimmed password.',
} as const;

/** A product line's model key, as the product schema defines it. */
export const modelKeySchema = { $ref: `${productSchema.$id}#/properties/model` } as const;

/**
 * Makes every schema known to Fastify by $id (for the serialiser) and validates requests with
 * the project's one ajv configuration, which speaks the schemas' draft (2020-12). Values keep the
 * type the client sent: an array or a number where a string belongs is a 400, never coerced.
 */
export function registerSchemas(app: FastifyInstance): void {
  const ajv = createAjv();
  for (const schema of allSchemas) {
    app.addSchema(schema);
    ajv.addSchema(schema);
  }
  app.setValidatorCompiler(({ schema }) => ajv.compile(schema));
}
