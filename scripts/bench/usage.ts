/**
 * The console's usage queries on the database the portal uses (DATABASE_URL, else DATABASE_PATH):
 * `npm run bench:usage [-- --runs 5 --limit-ms 200]`, best after `npm run demo:usage`. How:
 * docs/PERFORMANCE.md, "Usage figures on a million audit rows". Fails when a median is over the limit.
 */
import { alignedLines } from '../../engine/compiler/figures/aligned-table';
import { median } from '../../engine/compiler/figures/median';
import { cliStorageConfig } from '../../server/cli/cli-storage';
import { loadConfig } from '../../server/config';
import { openStorage } from '../../server/storage/open-storage';
import type { Storage, UsageRange } from '../../server/storage/storage';
import { dayMs } from '../../server/usage/usage-day';
import { readOptions } from './options';
import { machineLoad } from './report';
import { onStop, runBench } from './run-bench';

const { runs, 'limit-ms': limitMs } = readOptions({ runs: [5, 1], 'limit-ms': [200, 1] });

/** The charts' queries as the console asks them, each for a period of whole UTC days. */
type Query = (storage: Storage, range: UsageRange) => Promise<unknown[]>;

const queries = {
  signInsPerDay: (storage, range) => storage.usage.signInsPerDay(range),
  downloadsPerDay: (storage, range) => storage.usage.downloadsPerDay(range),
  topDocuments: (storage, range) => storage.usage.topDocuments(range, 20),
  dormantAccounts: (storage, range) => storage.usage.dormantAccounts(range.from),
  searchesPerDay: (storage, range) => storage.usage.searchesPerDay(range),
  topEmptySearches: (storage, range) => storage.usage.topEmptySearches(range, 20),
} satisfies Record<string, Query>;

async function timed(run: () => Promise<unknown[]>): Promise<{ rows: number; first: number; ms: number[] }> {
  const warmUp = performance.now();
  let rows = (await run()).length;
  const first = performance.now() - warmUp;
  const ms: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    rows = (await run()).length;
    ms.push(performance.now() - started);
  }
  return { rows, first, ms };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const storageConfig = cliStorageConfig(config, 'bench-usage');
  const storage = await openStorage(storageConfig);
  onStop(() => storage.close());
  const [audit] = await storage.audit.recent(1);
  // Every day's downloads: on a database whose days were never totalled, this totals them all.
  const totalling = performance.now();
  const everyDay = await storage.usage.downloadsPerDay({ from: 0, to: Date.now() + dayMs });
  const totallingMs = performance.now() - totalling;
  const lines = everyDay
    .map((row) => row.model)
    .filter((model, index, all) => model !== '' && all.indexOf(model) === index)
    .slice(0, 2);
  console.log(
    `${storage.engine === 'postgres' ? 'PostgreSQL' : `SQLite ${storageConfig.databasePath}`}: audit ids up to ${
      audit?.id.toLocaleString('en') ?? 'none'
    }; ${runs} runs after one warm-up, limit ${limitMs} ms per median; ${machineLoad()}`,
  );
  console.log(`Downloads of every day, totalling the days not totalled yet: ${totallingMs.toFixed(0)} ms`);
  const end = Math.floor(Date.now() / dayMs) * dayMs + dayMs;
  const table = [['query', 'period', 'rows', 'first ms', 'median ms', 'max ms']];
  let slow = 0;
  const measure = async (name: string, period: string, run: () => Promise<unknown[]>) => {
    const { rows, first, ms } = await timed(run);
    const middle = median(ms);
    if (middle > limitMs) slow++;
    table.push([name, period, String(rows), first.toFixed(1), middle.toFixed(1), Math.max(...ms).toFixed(1)]);
  };
  for (const days of [7, 30, 90]) {
    const range = { from: end - days * dayMs, to: end };
    for (const [name, query] of Object.entries(queries) as [string, Query][]) {
      await measure(name, `${days} d`, () => query(storage, range));
    }
  }
  if (lines.length > 0) {
    const range = { from: end - 90 * dayMs, to: end, models: lines };
    for (const name of ['downloadsPerDay', 'topDocuments'] as const) {
      await measure(name, `90 d, ${lines.length} lines`, () => queries[name](storage, range));
    }
  }
  console.log(alignedLines(table, 2).join('\n'));
  if (slow > 0) {
    console.error(`${slow} median(s) over ${limitMs} ms`);
    process.exitCode = 1;
  }
}

runBench(main);
