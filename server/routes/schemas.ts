/** JSON Schemas of request and answer shapes shared by several routes. */
import { authKeyPattern } from '../accounts/credentials';

export const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string' }, in: { type: 'string' }, pointer: { type: 'string' } },
} as const;

export const authKeySchema = {
  type: 'string',
  pattern: authKeyPattern,
  description: 'SHA-256 hex digest (lowercase) of the trimmed password.',
} as const;

/** Model keys are lowercase kebab-case, as the product schema requires. */
export const modelKeySchema = { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 100 } as const;

export const accountSchema = {
  type: 'object',
  required: ['name', 'models'],
  properties: { name: { type: 'string' }, models: { type: 'array', items: { type: 'string' } } },
} as const;

export const publicSettingsSchema = {
  type: 'object',
  required: ['supportPhone', 'supportEmail'],
  properties: { supportPhone: { type: 'string' }, supportEmail: { type: 'string' } },
} as const;

export const sessionSettingsSchema = {
  type: 'object',
  required: ['supportPhone', 'supportEmail', 'eifuPassword', 'learningLibraryUrl'],
  properties: {
    ...publicSettingsSchema.properties,
    eifuPassword: { type: 'string' },
    learningLibraryUrl: { type: 'string' },
  },
} as const;

export const sessionAnswerSchema = {
  type: 'object',
  required: ['account', 'settings'],
  properties: { account: accountSchema, settings: sessionSettingsSchema },
} as const;

/** A GET sign-in with another account's password while signed in: the session that stays, and why. */
export const conflictAnswerSchema = {
  type: 'object',
  required: ['error', 'account', 'settings'],
  properties: { error: { type: 'string' }, ...sessionAnswerSchema.properties },
} as const;

export const catalogueEntrySchema = {
  type: 'object',
  required: ['brand', 'model', 'title', 'pathPrefix', 'image'],
  properties: {
    brand: { type: 'string' },
    model: { type: 'string' },
    title: { type: 'string' },
    pathPrefix: { type: 'string' },
    image: {
      type: 'object',
      required: ['src', 'alt'],
      properties: { src: { type: 'string' }, alt: { type: 'string' } },
    },
  },
} as const;

/** Content documents are validated at start-up against schema/; the answer passes them through unchanged. */
export const anyObjectSchema = { type: 'object', additionalProperties: true } as const;
