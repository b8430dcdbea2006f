/**
 * Which document a delivery was, and whether it continued a partial download (a range not from
 * byte 0), so the audit command can count downloads per document; back-filled from the detail
 * text (`<document>` or `<document> bytes=<from>-<to>`).
 */
import { type Kysely, sql } from 'kysely';

const rangeMark = ' bytes=';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit').addColumn('document', 'text').execute();
  await db.schema
    .alterTable('audit')
    .addColumn('partial', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  // Read and split in JavaScript: the engines name their string functions differently.
  const { rows } = await sql<{ id: number; detail: string | null }>`
    SELECT id, detail FROM audit WHERE kind = 'file-delivered'`.execute(db);
  for (const { id, detail } of rows) {
    const text = detail ?? '';
    const at = text.indexOf(rangeMark);
    const document = at < 0 ? detail : text.slice(0, at);
    const partial = at >= 0 && !text.startsWith(`${rangeMark}0-`, at) ? 1 : 0;
    await sql`UPDATE audit SET document = ${document}, partial = ${partial} WHERE id = ${id}`.execute(db);
  }
  await createDocumentIndexes(db);
}

/** Deliveries by document, and events by account; the audit rebuilds of later steps make them again. */
export async function createDocumentIndexes(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('audit_by_document')
    .on('audit')
    .column('document')
    .where(sql.ref('document'), 'is not', null)
    .execute();
  await db.schema.createIndex('audit_by_account_time').on('audit').columns(['account', 'time']).execute();
}
