import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../engine-errors';
import type { Database, PaperCopyRequestTable } from '../schema';
import { DuplicateReferenceError, type PaperCopyRecord, type PaperCopyStore } from '../storage';

function toPaperCopy(row: Selectable<PaperCopyRequestTable>): PaperCopyRecord {
  return {
    id: row.id,
    reference: row.reference,
    createdAt: row.created_at,
    account: row.account,
    sessionId: row.session_id,
    model: row.model,
    documentName: row.document_name,
    documentPath: row.document_path,
    documentVersion: row.document_version,
    copies: row.copies,
    name: row.name,
    facility: row.facility,
    address: row.address,
    email: row.email,
    status: row.status,
    doneAt: row.done_at,
  };
}

export function paperCopyStore(db: Kysely<Database>): PaperCopyStore {
  return {
    async create(request) {
      try {
        const row = await db
          .insertInto('paper_copy_requests')
          .values({
            reference: request.reference,
            created_at: request.createdAt,
            account: request.account,
            session_id: request.sessionId,
            model: request.model,
            document_name: request.documentName,
            document_path: request.documentPath,
            document_version: request.documentVersion,
            copies: request.copies,
            name: request.name,
            facility: request.facility,
            address: request.address,
            email: request.email,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toPaperCopy(row);
      } catch (error) {
        if (isUniqueViolation(error, 'paper_copy_requests', 'reference')) {
          throw new DuplicateReferenceError(request.reference);
        }
        throw error;
      }
    },
    findByReference: async (reference) => {
      const row = await db
        .selectFrom('paper_copy_requests')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row && toPaperCopy(row);
    },
    list: async (filter = {}) =>
      (
        await db
          .selectFrom('paper_copy_requests')
          .selectAll()
          .$if(filter.status !== undefined, (query) => query.where('status', '=', filter.status ?? 'open'))
          .orderBy('created_at')
          .orderBy('id')
          .execute()
      ).map(toPaperCopy),
    markDone: async (reference, now) => {
      const result = await db
        .updateTable('paper_copy_requests')
        .set({ status: 'done', done_at: now })
        .where('reference', '=', reference)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    madeBySession: async (sessionId, since) => {
      const row = await db
        .selectFrom('paper_copy_requests')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
        .where('session_id', '=', sessionId)
        .where('created_at', '>', since)
        .executeTakeFirst();
      return { count: Number(row?.count ?? 0), oldest: row?.oldest == null ? null : Number(row.oldest) };
    },
  };
}
