/**
 * Demo mode's accounts, defined by rule over the compiled catalogue rather than by product
 * keys (no product, brand or model key is written in server code):
 * - "demo" (password "demo") may see every model in the catalogue;
 * - "demo-<brand>" (password equal to its name) may see the first product line of that brand.
 *   Demo mode creates the one for the brand of the first catalogue entry; with the demo content
 *   that is the first product line of site.json, which gives a demo account limited to one line.
 * The models follow the catalogue at every start, so a line added to the content shows up for
 * the demo accounts of a database that already exists.
 */
import { isDeepStrictEqual } from 'node:util';
import type { CatalogueEntry } from '../../engine/shared/types';
import type { Storage } from '../storage/storage';
import { authKeyOf, credentialFor, lookupKeyOf } from './credentials';
import type { ScryptCost } from './password-hash';

export interface DemoAccount {
  name: string;
  password: string;
  models: string[];
}

const allModelsAccount = 'demo';
const brandAccountPrefix = 'demo-';

/** What a demo account may see by its name, or undefined for a name that no demo rule covers. */
function demoModelsOf(name: string, catalogue: readonly CatalogueEntry[]): string[] | undefined {
  if (name === allModelsAccount) return catalogue.map((entry) => entry.model);
  if (!name.startsWith(brandAccountPrefix)) return undefined;
  const brand = name.slice(brandAccountPrefix.length);
  const first = catalogue.find((entry) => entry.brand === brand);
  return first ? [first.model] : [];
}

export function demoAccounts(catalogue: readonly CatalogueEntry[]): DemoAccount[] {
  const names = [allModelsAccount];
  const first = catalogue[0];
  if (first) names.push(`${brandAccountPrefix}${first.brand}`);
  return names.map((name) => ({ name, password: name, models: demoModelsOf(name, catalogue) ?? [] }));
}

/**
 * Creates the demo accounts that are missing. An existing one whose lookup key was made
 * under another secret (SESSION_SECRET set or changed since) gets its demo password again,
 * so the documented demo passwords always work in demo mode. Then every demo account's models
 * are set from the catalogue. An account an operator took over (a new password made it an
 * ordinary one) is left alone, even when it has a demo name. Returns the names given their
 * demo password now.
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
    const existing = await storage.accounts.findByName(demo.name);
    if (existing && !existing.demo) continue;
    if (existing && (await storage.accounts.lookupKeyOf(existing.id)) === lookupKeyOf(secret, authKey)) continue;
    const credential = await credentialFor(secret, authKey, cost);
    if (existing) {
      await storage.accounts.setPassword(existing.id, credential.lookupKey, credential.passwordHash, now);
    } else {
      await storage.accounts.create({ name: demo.name, models: demo.models, ...credential, now, demo: true });
    }
    seeded.push(demo.name);
  }
  await followCatalogue(storage, catalogue);
  return seeded;
}

/** Sets each demo account's models from the catalogue; ordinary accounts are never touched. */
async function followCatalogue(storage: Storage, catalogue: readonly CatalogueEntry[]): Promise<void> {
  for (const account of await storage.accounts.list()) {
    if (!account.demo) continue;
    const models = demoModelsOf(account.name, catalogue);
    if (models && !isDeepStrictEqual(models, account.models)) await storage.accounts.setModels(account.id, models);
  }
}

/**
 * Production start-up: every account demo mode made still has its published password, so each
 * enabled one is disabled (its sessions end). Returns the names disabled now.
 */
export async function disableDemoAccounts(storage: Storage): Promise<string[]> {
  const enabled = (await storage.accounts.list()).filter((account) => account.demo && !account.disabled);
  for (const account of enabled) await storage.accounts.setDisabled(account.id, true);
  return enabled.map((account) => account.name);
}
