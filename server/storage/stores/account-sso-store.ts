import { type Kysely, type Selectable, sql } from 'kysely';
import type { AccountSsoRecord } from '../records';
import type { AccountSsoTable, Database } from '../schema';

function toAccountSso(row: Selectable<AccountSsoTable>): AccountSsoRecord {
  return {
    accountId: row.account_id,
    issuer: row.issuer,
    clientId: row.client_id,
    sealedClientSecret: row.client_secret,
    domains: JSON.parse(row.domains) as string[],
    groupClaim: row.group_claim,
    groupValue: row.group_value,
    passwordAllowed: row.password_allowed !== 0,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** A domain as the store keeps and compares it: trimmed, lower case. */
const domainKey = (domain: string) => domain.trim().toLowerCase();

/**
 * Each account's connection to its hospital's identity provider, at most one per account (removing
 * the account removes it). The client secret arrives sealed and leaves sealed: the store never
 * sees it in clear. `changed` is called when a change can end sessions (Storage.accessRevision).
 */
export function accountSsoStore(db: Kysely<Database>, changed: () => void) {
  return {
    get: async (accountId: number): Promise<AccountSsoRecord | undefined> => {
      const row = await db.selectFrom('account_sso').selectAll().where('account_id', '=', accountId).executeTakeFirst();
      return row && toAccountSso(row);
    },
    /** Connects the account, or replaces its connection. */
    async set(record: AccountSsoRecord): Promise<void> {
      const values = {
        issuer: record.issuer,
        client_id: record.clientId,
        client_secret: record.sealedClientSecret,
        domains: JSON.stringify([...new Set(record.domains.map(domainKey))]),
        group_claim: record.groupClaim,
        group_value: record.groupValue,
        password_allowed: record.passwordAllowed ? 1 : 0,
        updated_at: record.updatedAt,
        updated_by: record.updatedBy,
      };
      await db
        .insertInto('account_sso')
        .values({ account_id: record.accountId, ...values })
        .onConflict((conflict) => conflict.column('account_id').doUpdateSet(values))
        .execute();
      changed();
    },
    /** Disconnects the account; false when it was not connected. */
    async remove(accountId: number): Promise<boolean> {
      const removed = await db.deleteFrom('account_sso').where('account_id', '=', accountId).executeTakeFirst();
      const done = Number(removed.numDeletedRows) > 0;
      if (done) changed();
      return done;
    },
    /**
     * The connections that admit people of an e-mail domain: the domain exactly, in lower case, never
     * a suffix or a part of another (`x.hospital.org` and `evilhospital.org` are not `hospital.org`).
     * The database narrows by the quoted domain inside the JSON list; the list itself decides.
     */
    async findByDomain(domain: string): Promise<AccountSsoRecord[]> {
      const wanted = domainKey(domain);
      if (wanted === '' || /[%_\\"]/.test(wanted)) return [];
      const rows = await db
        .selectFrom('account_sso')
        .selectAll()
        .where(sql<boolean>`domains LIKE ${`%${JSON.stringify(wanted)}%`}`)
        .execute();
      return rows.map(toAccountSso).filter((record) => record.domains.includes(wanted));
    },
    /** Every connection, by account id (the console's and the command line's lists). */
    list: async (): Promise<AccountSsoRecord[]> =>
      (await db.selectFrom('account_sso').selectAll().orderBy('account_id').execute()).map(toAccountSso),
  };
}
