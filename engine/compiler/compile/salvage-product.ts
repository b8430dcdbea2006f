/**
 * What can still be cross-checked of a product.json that has schema errors of its own, so that
 * one misspelt value does not hide its missing pictures, unknown section names and route links
 * until the next run. Every value an error points at is left out; a file too broken to have the
 * parts the cross-checks walk is not salvaged. It is never compiled into output: the file's own
 * errors fail the compile.
 */
import type { ProductLine } from '../../shared/types';
import type { ContentError } from '../validation/content-error';
import { pointerSegments } from '../validation/json-source';
import { isRecord } from './salvage-section';

function hasLineShape(data: Record<string, unknown>): boolean {
  const texts = ['brand', 'model', 'pathPrefix', 'homePath'].every((key) => typeof data[key] === 'string');
  const lists = Array.isArray(data.routes) && Array.isArray(data.map);
  return texts && lists && isRecord(data.card) && isRecord(data.logo);
}

export function salvageProduct(data: unknown, errors: ContentError[]): ProductLine | undefined {
  if (!isRecord(data)) return undefined;
  const line = structuredClone(data);
  for (const { pointer } of errors) {
    const segments = pointerSegments(pointer);
    const last = segments.pop();
    // An array item stays, so the pointers of the items after it still name the right ones.
    if (last === undefined || /^\d+$/.test(last)) continue;
    let parent: unknown = line;
    for (const segment of segments)
      parent = isRecord(parent) || Array.isArray(parent) ? (parent as never)[segment] : undefined;
    if (isRecord(parent)) delete parent[last];
  }
  return hasLineShape(line) ? (line as unknown as ProductLine) : undefined;
}
