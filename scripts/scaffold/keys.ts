/** Keys and names of scaffolded content, checked by the schema's own key pattern. */
import productSchema from '../../schema/product.schema.json' with { type: 'json' };
import { ScaffoldError } from './cli';

const keyPattern = new RegExp(productSchema.$defs.key.pattern);
const pathPrefixPattern = new RegExp(productSchema.properties.pathPrefix.pattern);

/** A brand, model, section or type key: lowercase kebab-case, as the schema requires. */
export function checkKey(value: string, flag: string): string {
  if (!keyPattern.test(value)) {
    throw new ScaffoldError(
      `--${flag} "${value}" is not a key: use lowercase letters and digits in words joined by single dashes, e.g. quick-tips`,
    );
  }
  return value;
}

export function checkPathPrefix(value: string): string {
  if (!pathPrefixPattern.test(value)) {
    throw new ScaffoldError(
      `--path-prefix "${value}" must be one slash and a lowercase kebab-case word, e.g. /infusion-pump`,
    );
  }
  return value;
}

/** `quick-tips` → `Quick Tips`, the placeholder title a maintainer then edits. */
export function titleOf(key: string): string {
  return key
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
