/**
 * Demo mode's two accounts, defined by rule over the compiled catalogue rather than by
 * product keys (no product, brand or model key is written in server code):
 * - "demo" (password "demo") may see every model in the catalogue;
 * - "demo-<brand of the first catalogue entry>" (password equal to its name) may see only the
 *   first entry's model. With the demo content that is the first product line of site.json,
 *   which gives a demo account limited to one product line.
 */
import type { CatalogueEntry } from '../../engine/types';
import type { Storage } from '../storage/storage';
import { authKeyOf, credentialFor, lookupKeyOf } from './credentials';
import type { ScryptCost } from './password-hash';

export interface DemoAccount {
  name: string;
  password: string;
  models: string[];
}

export function demoAccounts(catalogue: readonly CatalogueEntry[]): DemoAccount[] {
  const accounts: DemoAccount[] = [{ name: 'demo', password: 'demo', models: catalogue.map((entry) => entry.model) }];
  const first = catalogue[0];
  if (first) {
    const name = `demo-${first.brand}`;
    accounts.push({ name, password: name, models: [first.model] });
  }
  return accounts;
}

/**
 * Creates the demo accounts that are missing. An existing one whose lookup key was made
 * under another secret (SESSION_SECRET set or changed since) gets its demo password again,
 * so the documented demo passwords always work in demo mode.
 */
export async function seedDemoAccounts(
  storage: Storage,
  secret: string,
  catalogue: readonly CatalogueEntry[],
  now: number,
  cost?: ScryptCost,
): Promise<string[]> {
  const seeded: string[] = [];
  for (const demo of demoAccounts(catalogue)) {
    const authKey = authKeyOf(demo.password);
    const existing = storage.accounts.findByName(demo.name);
    if (existing && storage.accounts.lookupKeyOf(existing.id) === lookupKeyOf(secret, authKey)) continue;
    const credential = await credentialFor(secret, authKey, cost);
    if (existing) {
      storage.accounts.setPassword(existing.id, credential.lookupKey, credential.passwordHash, now);
      storage.accounts.setDemo(existing.id, true);
    } else {
      storage.accounts.create({ name: demo.name, models: demo.models, ...credential, now, demo: true });
    }
    seeded.push(demo.name);
  }
  return seeded;
}

/**
 * Production start-up: every account demo mode made still has its published password, so each
 * enabled one is disabled (its sessions end). Returns the names disabled now.
 */
export function disableDemoAccounts(storage: Storage): string[] {
  const enabled = storage.accounts.list().filter((account) => account.demo && !account.disabled);
  for (const account of enabled) storage.accounts.setDisabled(account.id, true);
  return enabled.map((account) => account.name);
}
