/**
 * How many paper copies one request may ask for: the form's field says so (min and max) and the
 * server's validators add it to the request's schema (engine/compiler/validation/validators.ts), so the
 * browser refuses what the server would, from the one number here.
 */
export const copiesRange = { min: 1, max: 10 } as const;
