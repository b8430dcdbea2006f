/**
 * The one storage interface of the server, served by one set of Kysely queries over either
 * engine: the embedded SQLite file (one machine, the default) or PostgreSQL (several instances).
 * Every method is asynchronous; a write has been committed when its promise resolves, which is
 * what lets an audit row be on disk before the answer it records leaves the server.
 *
 * Its type is what createStorage returns, and each store's what its function in stores/ returns:
 * the implementation is the one description of the interface. The records it reads and writes
 * are in records.ts.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';
import { accountSsoStore } from './stores/account-sso-store';
import { accountStore } from './stores/account-store';
import { acknowledgementStore } from './stores/acknowledgement-store';
import { auditStore } from './stores/audit-store';
import { loginLimitStore } from './stores/login-limit-store';
import { mailQueueStore, noticeStore } from './stores/notice-store';
import { operatorStore } from './stores/operator-store';
import { paperCopyStore } from './stores/paper-copy-store';
import { peopleStore } from './stores/people-store';
import { searchLogStore } from './stores/search-log-store';
import { sessionStore } from './stores/session-store';
import { settingsStore } from './stores/settings-store';
import { signInLinkStore } from './stores/sign-in-link-store';
import { usageStore } from './stores/usage-store';

/** What differs by engine: connection handling, not queries. */
export interface EngineParts {
  /** Which engine serves the store; operators see it in start-up and CLI messages. */
  engine: 'sqlite' | 'postgres';
  /** The connection pool's state for metrics; undefined for SQLite, which has one connection. */
  poolStats(): { size: number; inUse: number; waiting: number } | undefined;
  /**
   * Runs `work` while no other process starting on the same database runs its own: start-up
   * seeding (the demo accounts, the demo-mode secret) happens once even when instances start
   * together. PostgreSQL holds an advisory lock; SQLite runs `work` directly (one file, one
   * machine, and its writes are serialised anyway).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Written on every audit row (INSTANCE_ID). */
  instanceId: string;
}

/** The store over a Kysely instance of either engine: the same queries for both. */
export function createStorage(db: Kysely<Database>, parts: EngineParts) {
  const { instanceId, ...engineParts } = parts;
  let accessRevision = 0;
  const accessChanged = () => {
    accessRevision++;
  };
  let closed = false;
  return {
    ...engineParts,
    accounts: accountStore(db, accessChanged),
    sessions: sessionStore(db, accessChanged),
    people: peopleStore(db, accessChanged),
    accountSso: accountSsoStore(db, accessChanged),
    acknowledgements: acknowledgementStore(db),
    signInLinks: signInLinkStore(db),
    audit: auditStore(db, instanceId),
    settings: settingsStore(db),
    loginLimits: loginLimitStore(db),
    paperCopies: paperCopyStore(db),
    operators: operatorStore(db),
    usage: usageStore(db),
    searchLog: searchLogStore(db),
    notices: noticeStore(db),
    mailQueue: mailQueueStore(db),
    /** Resolves when the database answers a query; rejects (StorageUnavailableError) when it cannot. */
    ping: async (): Promise<void> => {
      await sql`SELECT 1`.execute(db);
    },
    /**
     * Grows with every change this store makes that can end or alter a signed-in session: a session
     * ended, an account disabled, re-keyed, given other models or removed. A copy of a session kept
     * in memory is stale once it moves. Changes made by other processes do not move it, so such a
     * copy also bounds its own age (SESSION_CACHE_MS).
     */
    accessRevision: (): number => accessRevision,
    close: async (): Promise<void> => {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

export type Storage = ReturnType<typeof createStorage>;

/** The benchmark of the console's usage queries (scripts/bench/usage.ts) reads the range beside the store. */
export type { UsageRange } from './records';

export { StorageUnavailableError } from './storage-unavailable';
