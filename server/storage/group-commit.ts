/**
 * Group commit: rows that concurrent requests write at the same moment share one transaction.
 * Every file delivery writes its audit row before the answer leaves, and committing costs far
 * more than inserting (a SQLite commit appends to the write-ahead log and may checkpoint it; a
 * PostgreSQL commit flushes its log), so under load one commit for many rows is what keeps the
 * audit from being the slowest part of a download. Each caller's promise still resolves only once
 * its own row is committed, so the audit-before-answer rule holds.
 *
 * Rows queue until the event loop has taken in the requests that arrived together, then go in one
 * transaction; rows arriving while it runs form the next one. A transaction that fails because the
 * database cannot answer fails every row in it. Any other failure (one row the database refuses)
 * sends each row again on its own, so one bad row never costs the others their answers.
 */
import { StorageUnavailableError } from './storage-unavailable';

export interface GroupCommitWriters<Row> {
  /** Writes the rows in one transaction: all of them or none. */
  writeAll(rows: readonly Row[]): Promise<void>;
  /** Writes one row on its own. */
  writeOne(row: Row): Promise<void>;
}

interface Waiting<Row> {
  row: Row;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function groupCommit<Row>(writers: GroupCommitWriters<Row>): (row: Row) => Promise<void> {
  let queue: Waiting<Row>[] = [];
  let running = false;

  const writeAlone = (waiting: Waiting<Row>) =>
    Promise.resolve()
      .then(() => writers.writeOne(waiting.row))
      .then(waiting.resolve, waiting.reject);

  const commit = async (batch: Waiting<Row>[]) => {
    if (batch.length === 1) return writeAlone(batch[0] as Waiting<Row>);
    try {
      await writers.writeAll(batch.map((waiting) => waiting.row));
      for (const waiting of batch) waiting.resolve();
    } catch (error) {
      if (error instanceof StorageUnavailableError) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      for (const waiting of batch) await writeAlone(waiting);
    }
  };

  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      await commit(batch);
    }
    running = false;
  };

  return (row) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      if (running) return;
      running = true;
      // setImmediate runs after the I/O callbacks of this turn: every request parsed in it has queued its row.
      setImmediate(drain);
    });
}
