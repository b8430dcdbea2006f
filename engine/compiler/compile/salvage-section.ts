/**
 * What can still be cross-checked of a section file that has errors of its own. The file exists,
 * so routes naming it must not also report it missing; and one bad row must not hide the
 * missing files or unknown route names of the other rows.
 */
import type { SectionResource } from '../../shared/types';
import type { ContentError } from '../validation/content-error';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The section with every part that an error points into left out: a bad row becomes an empty
 * row, so the rows after it keep their indexes and pointers; a bad top-level field is dropped.
 * What remains passed the schema, so it has the shape the cross-checks read. It is never
 * compiled into output: the file's own errors fail the compile.
 */
export function salvageSection(data: unknown, errors: ContentError[]): SectionResource {
  const section: Record<string, unknown> = isRecord(data) ? { ...data } : {};
  const documents: unknown[] = Array.isArray(section.documents) ? [...section.documents] : [];
  for (const { pointer } of errors) {
    const [field, row] = pointer.split('/').slice(1);
    if (field === undefined) continue;
    if (field !== 'documents') delete section[field];
    else if (row === undefined || !/^\d+$/.test(row)) documents.length = 0;
    else documents[Number(row)] = { type: 'empty' };
  }
  return { ...section, message: String(section.message ?? ''), documents } as SectionResource;
}
