/**
 * Fills the portal's database with made-up usage for the console's charts and their benchmark:
 * `npm run demo:usage -- --accounts 200 --days 90 [--rows 1000000] [--force]`. Writes accounts
 * `usage-demo-001`… (1 to 4 lines of the compiled catalogue each, password equal to the name,
 * marked demo so production refuses their sign-in and disables them), about a million audit rows
 * over the days before today, sessions for some accounts, and the search log. A run replaces the
 * accounts and audit rows of an earlier one; its search counts add to those stored. The database
 * is the one the portal and `npm run accounts` use (DATABASE_URL, else DATABASE_PATH); one holding
 * accounts of its own is refused unless --force, and it refuses to run at all with
 * NODE_ENV=production.
 */
import { createHash, randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { type Insertable, type Kysely, sql } from 'kysely';
import { authKeyOf, credentialFor } from '../../server/auth/credentials';
import type { ScryptCost } from '../../server/auth/password-hash';
import { resolveSessionSecret } from '../../server/auth/session-secret';
import { cliStorageConfig } from '../../server/cli/cli-storage';
import { loadConfig } from '../../server/config';
import { loadCompiledContent } from '../../server/content/compiled-content';
import { openDatabase, openStorage } from '../../server/storage/open-storage';
import type { AuditTable, Database } from '../../server/storage/schema';
import type { Storage } from '../../server/storage/storage';
import { dayMs } from '../../server/usage/usage-day';
import {
  auditBatches,
  type DemoAccountPlan,
  type DemoDocument,
  demoAccountPrefix,
  demoInstance,
  planAccounts,
  searchLogRows,
  seededRandom,
  type UsageDemoOptions,
} from './usage-plan';

/**
 * The password of each demo account is its name, published here, so a slow hash would protect
 * nothing; this cost keeps 200 accounts to a second instead of minutes.
 */
const demoScryptCost: ScryptCost = { N: 2 ** 12, r: 8, p: 1 };
/** Rows per INSERT: 13 values each stay under both engines' limit of bound values. */
const rowsPerStatement = 1000;
/** Rows per transaction. */
const rowsPerTransaction = 50_000;

const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '200' },
    days: { type: 'string', default: '90' },
    rows: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '39' },
    force: { type: 'boolean', default: false },
  },
});

function wholeNumber(name: string, text: string | undefined, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`--${name} must be a whole number from 1 to ${max} (got "${text}")`);
  }
  return value;
}

const auditColumns = {
  document: null,
  model: null,
  partial: 0,
  count: 1,
  repeat_key: null,
  detail: null,
  user_agent: null,
} as const;

/** Every row names every column: a multi-row INSERT on SQLite has no DEFAULT to fill a gap with. */
const complete = (row: Insertable<AuditTable>): Insertable<AuditTable> => ({ ...auditColumns, ...row });

function documentsOf(files: ReturnType<typeof loadCompiledContent>['files']): DemoDocument[] {
  return (['public', 'secure', 'training'] as const).flatMap((kind) =>
    Object.entries(files[kind])
      // A training package is many files; its page is what a reader opens.
      .filter(([key]) => kind !== 'training' || key.endsWith('index.html'))
      .map(([key, file]) => ({ document: `${kind}:${key}`, models: file.models })),
  );
}

async function refuseOtherAccounts(storage: Storage, force: boolean): Promise<void> {
  const others = (await storage.accounts.list()).filter(
    (account) => !account.demo && !account.name.startsWith(demoAccountPrefix),
  );
  if (others.length > 0 && !force) {
    throw new Error(
      `This database holds ${others.length} account(s) of its own (${others
        .slice(0, 3)
        .map((account) => account.name)
        .join(', ')}${others.length > 3 ? ', …' : ''}): use a demo database, or --force to add the demo beside them.`,
    );
  }
}

async function writeAccounts(storage: Storage, secret: string, plans: DemoAccountPlan[], now: number) {
  for (const account of await storage.accounts.list()) {
    if (account.name.startsWith(demoAccountPrefix)) await storage.accounts.remove(account.id);
  }
  const credentials = await Promise.all(
    plans.map((plan) => credentialFor(secret, authKeyOf(plan.name), demoScryptCost)),
  );
  let sessions = 0;
  for (const [index, plan] of plans.entries()) {
    const credential = credentials[index];
    if (!credential) continue;
    const created = await storage.accounts.create({
      name: plan.name,
      models: plan.models,
      ...credential,
      now,
      demo: true,
    });
    // Accounts still in use have a session open now and then.
    if (plan.lastDay >= 0 && index % 3 === 0) {
      await storage.sessions.create({
        tokenHash: createHash('sha256').update(randomBytes(16)).digest('hex'),
        accountId: created.id,
        createdAt: now - (index % 7) * 3_600_000,
        lastSeenAt: now - (index % 5) * 60_000,
        clientAddress: `10.${index % 250}.0.1`,
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0',
      });
      sessions++;
    }
  }
  return sessions;
}

async function writeAudit(db: Kysely<Database>, options: UsageDemoOptions, plans: DemoAccountPlan[]) {
  await db.deleteFrom('audit').where('instance', '=', demoInstance).execute();
  const byKind = new Map<string, number>();
  let rows = 0;
  const random = seededRandom((options.seed ?? 39) + 1);
  for (const batch of auditBatches(options, plans, random, rowsPerTransaction)) {
    await db.transaction().execute(async (transaction) => {
      for (let start = 0; start < batch.length; start += rowsPerStatement) {
        await transaction
          .insertInto('audit')
          .values(batch.slice(start, start + rowsPerStatement).map(complete))
          .execute();
      }
    });
    for (const row of batch) byKind.set(row.kind, (byKind.get(row.kind) ?? 0) + 1);
    rows += batch.length;
    process.stdout.write(`\r  audit rows written: ${rows.toLocaleString('en')}`);
  }
  process.stdout.write('\n');
  return byKind;
}

async function writeSearchLog(db: Kysely<Database>, options: UsageDemoOptions) {
  const rows = searchLogRows(options, seededRandom((options.seed ?? 39) + 2));
  await db.transaction().execute(async (transaction) => {
    for (let start = 0; start < rows.length; start += rowsPerStatement) {
      await transaction
        .insertInto('search_log')
        .values(rows.slice(start, start + rowsPerStatement))
        .onConflict((conflict) =>
          conflict
            .columns(['day', 'query', 'model', 'found'])
            .doUpdateSet((eb) => ({ count: eb('search_log.count', '+', eb.ref('excluded.count')) })),
        )
        .execute();
    }
  });
  return { rows: rows.length, searches: rows.reduce((sum, row) => sum + row.count, 0) };
}

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  // Its accounts' passwords are published: written into a production database they would let
  // anyone in until the next start-up disabled them.
  if (!config.demoMode) {
    throw new Error(
      'demo:usage writes accounts whose password is their name: it does not run with NODE_ENV=production',
    );
  }
  const storageConfig = cliStorageConfig(config, 'demo-usage');
  const content = loadCompiledContent(config.contentBuildDir);
  const now = Date.now();
  const options: UsageDemoOptions = {
    accounts: wholeNumber('accounts', values.accounts, 10_000),
    days: wholeNumber('days', values.days, 3660),
    rows: wholeNumber('rows', values.rows, 100_000_000),
    seed: wholeNumber('seed', values.seed, 2 ** 31),
    end: Math.floor(now / dayMs) * dayMs + dayMs,
    models: content.modelKeys,
    documents: documentsOf(content.files),
  };
  const target = storageConfig.databaseUrl ?? storageConfig.databasePath;
  console.log(`Filling ${storageConfig.databaseUrl ? 'PostgreSQL' : target} with ${options.days} days of usage…`);

  const plans = planAccounts(options, seededRandom(options.seed ?? 39));
  const storage = await openStorage(storageConfig);
  let sessions: number;
  try {
    await refuseOtherAccounts(storage, values.force ?? false);
    const secret = await resolveSessionSecret(config, storage);
    sessions = await writeAccounts(storage, secret, plans, now);
  } finally {
    await storage.close();
  }
  const { db, engine } = await openDatabase(target, config);
  try {
    // Six indexes of a million rows: a larger page cache than SQLite's 2 MiB saves most of the writes.
    if (engine === 'sqlite') await sql`PRAGMA cache_size = -262144`.execute(db);
    const byKind = await writeAudit(db, options, plans);
    const searches = await writeSearchLog(db, options);
    // PostgreSQL plans by its statistics and reads an index alone only where pages are known
    // visible; autovacuum would see to both later, the benchmark should not wait for it.
    if (engine === 'postgres') await sql`VACUUM ANALYZE audit`.execute(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const never = plans.filter((plan) => plan.lastDay < 0).length;
    console.log(`Accounts: ${plans.length} (${never} never signed in), ${sessions} with an open session`);
    console.log(
      `Audit rows: ${[...byKind.values()].reduce((a, b) => a + b, 0).toLocaleString('en')} (${[...byKind]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, count]) => `${kind} ${count.toLocaleString('en')}`)
        .join(', ')})`,
    );
    console.log(
      `Search log: ${searches.rows.toLocaleString('en')} rows, ${searches.searches.toLocaleString('en')} searches`,
    );
    console.log(`Done in ${seconds} s. Passwords equal the account names (usage-demo-001…).`);
  } finally {
    await db.destroy();
  }
  // The console totals each finished day once, when a chart first asks for it; doing that here
  // keeps the first chart an operator opens as fast as the rest.
  const totalling = await openStorage(storageConfig);
  try {
    const began = performance.now();
    await totalling.usage.downloadsPerDay({ from: now - options.days * dayMs, to: now });
    console.log(`Finished days totalled for the charts in ${((performance.now() - began) / 1000).toFixed(1)} s.`);
  } finally {
    await totalling.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
