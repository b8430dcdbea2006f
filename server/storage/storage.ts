/** The Storage interface over a Kysely instance of either engine: the same queries for both. */
import { type Kysely, sql } from 'kysely';
import type { Storage } from './records';
import type { Database } from './schema';
import { accountStore } from './stores/account-store';
import { auditStore } from './stores/audit-store';
import { loginLimitStore } from './stores/login-limit-store';
import { operatorStore } from './stores/operator-store';
import { paperCopyStore } from './stores/paper-copy-store';
import { searchLogStore } from './stores/search-log-store';
import { sessionStore } from './stores/session-store';
import { settingsStore } from './stores/settings-store';
import { signInLinkStore } from './stores/sign-in-link-store';
import { usageStore } from './stores/usage-store';

/** What differs by engine: connection handling, not queries. */
export type EngineParts = Pick<Storage, 'engine' | 'poolStats' | 'exclusively'> & {
  /** Written on every audit row (INSTANCE_ID). */
  instanceId: string;
};

export function kyselyStorage(db: Kysely<Database>, parts: EngineParts): Storage {
  let accessRevision = 0;
  const accessChanged = () => {
    accessRevision++;
  };
  let closed = false;
  return {
    engine: parts.engine,
    accounts: accountStore(db, accessChanged),
    sessions: sessionStore(db, accessChanged),
    signInLinks: signInLinkStore(db),
    audit: auditStore(db, parts.instanceId),
    settings: settingsStore(db),
    loginLimits: loginLimitStore(db),
    paperCopies: paperCopyStore(db),
    operators: operatorStore(db),
    usage: usageStore(db),
    searchLog: searchLogStore(db),
    ping: async () => {
      await sql`SELECT 1`.execute(db);
    },
    poolStats: parts.poolStats,
    exclusively: parts.exclusively,
    accessRevision: () => accessRevision,
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

export type { Storage, UsageRange } from './records';
