/** The three schemas content maintainers write against, by file name, and `$ref` look-up between them. */

import { pointerSegments } from '../../engine/compiler/validation/json-source';
import productSchema from '../../schema/product.schema.json' with { type: 'json' };
import sectionSchema from '../../schema/section.schema.json' with { type: 'json' };
import siteSchema from '../../schema/site.schema.json' with { type: 'json' };

export type SchemaNode = { [keyword: string]: unknown };

export const authoringSchemas: Record<string, SchemaNode> = {
  'site.schema.json': siteSchema,
  'product.schema.json': productSchema,
  'section.schema.json': sectionSchema,
};

/** A schema node and where it is written, so the `$ref`s inside it resolve against the right file. */
export interface Located {
  file: string;
  pointer: string;
  node: SchemaNode;
}

export function isSchemaNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The schema a `$ref` names, read relative to the file it is written in. The schemas name each
 * other by file (`product.schema.json#/$defs/key`) or by their absolute `$id`; both end in the file name.
 */
export function resolveRef(from: string, ref: string): Located {
  const [target = '', fragment = ''] = ref.split('#');
  const file = target ? (target.split('/').pop() ?? target) : from;
  let node: unknown = authoringSchemas[file];
  for (const key of pointerSegments(fragment)) {
    node = isSchemaNode(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined;
  }
  if (!isSchemaNode(node)) throw new Error(`${from}: $ref ${ref} names no schema`);
  return { file, pointer: fragment, node };
}
