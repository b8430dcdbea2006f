import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { UsageStore } from '../storage';

const notBuilt = (): never => {
  throw new Error('usage figures are not built yet');
};

export function usageStore(_db: Kysely<Database>): UsageStore {
  return {
    signInsPerDay: async () => notBuilt(),
    downloadsPerDay: async () => notBuilt(),
    topDocuments: async () => notBuilt(),
    dormantAccounts: async () => notBuilt(),
    searchesPerDay: async () => notBuilt(),
    topEmptySearches: async () => notBuilt(),
  };
}
