import { type Kysely, PostgresAdapter, type Selectable, sql } from 'kysely';
import { isUniqueViolation } from '../engine-errors';
import {
  DuplicateReferenceError,
  type NewPaperCopyRequest,
  type PaperCopyQuota,
  PaperCopyQuotaError,
  type PaperCopyRecord,
  type PaperCopyStatus,
  type UsedQuota,
} from '../records';
import type { Database, PaperCopyRequestTable } from '../schema';

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
    note: row.note,
    source: row.source,
  };
}

const quotaColumns = { session: 'session_id', account: 'account', address: 'client_key' } as const;

/** Requests counted by one column after a time: how many, and when the oldest of them was made. */
async function made(
  db: Kysely<Database>,
  column: (typeof quotaColumns)[PaperCopyQuota['by']],
  value: string,
  since: number,
): Promise<{ count: number; oldest: number | null }> {
  const row = await db
    .selectFrom('paper_copy_requests')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), oldest: row?.oldest == null ? null : Number(row.oldest) };
}

/** The quotas that the stored requests and `adding` more would exceed. */
async function exceeded(db: Kysely<Database>, quotas: readonly PaperCopyQuota[], adding: 0 | 1): Promise<UsedQuota[]> {
  const used: UsedQuota[] = [];
  for (const quota of quotas) {
    const { count, oldest } = await made(db, quotaColumns[quota.by], quota.value, quota.since);
    if (count + adding > quota.max && oldest !== null) used.push({ quota, oldest });
  }
  return used;
}

export function paperCopyStore(db: Kysely<Database>) {
  // SQLite runs one transaction at a time on the store's one connection; PostgreSQL transactions
  // of other connections and instances would each count without seeing the others' new rows.
  const lockForCounting = db.getExecutor().adapter instanceof PostgresAdapter;
  const close = async (
    reference: string,
    { status, note, now }: { status: 'done' | 'cancelled'; note: string | null; now: number },
  ): Promise<boolean> => {
    const result = await db
      .updateTable('paper_copy_requests')
      .set({ status, note, done_at: now })
      .where('reference', '=', reference)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  };
  return {
    /**
     * Stores the request, unless that would exceed one of the quotas (PaperCopyQuotaError). Counting
     * and storing are one transaction, the table locked against other writers in PostgreSQL, so
     * requests sent at once, to any instance, never get past a quota together.
     */
    async create(request: NewPaperCopyRequest, quotas: readonly PaperCopyQuota[] = []): Promise<PaperCopyRecord> {
      try {
        return await db.transaction().execute(async (trx) => {
          if (lockForCounting) await sql`LOCK TABLE paper_copy_requests IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
          // Written first, then counted with the others: SQLite takes its write lock at once, so a
          // write by another process between a count and the insert cannot fail the transaction.
          const row = await trx
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
              client_key: request.clientKey ?? null,
              source: request.source ?? 'portal',
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const used = await exceeded(trx, quotas, 0);
          if (used.length > 0) throw new PaperCopyQuotaError(used);
          return toPaperCopy(row);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'paper_copy_requests', 'reference')) {
          throw new DuplicateReferenceError(request.reference);
        }
        throw error;
      }
    },
    /** The quotas among these that have no place left now. */
    usedQuotas: (quotas: readonly PaperCopyQuota[]): Promise<UsedQuota[]> => exceeded(db, quotas, 1),
    findByReference: async (reference: string): Promise<PaperCopyRecord | undefined> => {
      const row = await db
        .selectFrom('paper_copy_requests')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row && toPaperCopy(row);
    },
    /** Oldest first; only open ones, or one account's, when asked. */
    list: async (filter: { status?: PaperCopyStatus; account?: string } = {}): Promise<PaperCopyRecord[]> =>
      (
        await db
          .selectFrom('paper_copy_requests')
          .selectAll()
          .$if(filter.status !== undefined, (query) => query.where('status', '=', filter.status ?? 'open'))
          .$if(filter.account !== undefined, (query) => query.where('account', '=', filter.account ?? ''))
          .orderBy('created_at')
          .orderBy('id')
          .execute()
      ).map(toPaperCopy),
    /**
     * Marks an open request done; false when it was done already or does not exist. An open
     * request has no note yet, so marking it done leaves the note empty as it was.
     */
    markDone: (reference: string, now: number): Promise<boolean> =>
      close(reference, { status: 'done', note: null, now }),
    /** Closes an open request as sent (`done`) or `cancelled`, with a note; false when not open or unknown. */
    close,
    /** Requests a session made after `since`: how many, and when the oldest of them was made. */
    madeBySession: (sessionId: string, since: number): Promise<{ count: number; oldest: number | null }> =>
      made(db, quotaColumns.session, sessionId, since),
    /** Retention: deletes requests closed (sent or cancelled) before `before`, never open ones; returns how many went. */
    pruneDone: async (before: number): Promise<number> => {
      const result = await db
        .deleteFrom('paper_copy_requests')
        .where('status', '!=', 'open')
        .where('done_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
