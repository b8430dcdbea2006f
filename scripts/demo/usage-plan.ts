/**
 * What `npm run demo:usage` writes, made up but shaped like a real portal's use: a few busy
 * hospitals and many quiet ones, weekdays and working hours, some accounts gone quiet weeks ago
 * and some never used, whole downloads with their range continuations, refused passwords and
 * refused files, and searches that found nothing. Seeded, so two runs write the same figures.
 */
import type { Insertable } from 'kysely';
import type { AuditTable, SearchLogTable } from '../../server/storage/schema';
import { dayMs, usageDayOf } from '../../server/usage/usage-day';

export interface DemoDocument {
  /** `<kind>:<key>`, as deliveries name it. */
  document: string;
  /** The lines whose pages link it. */
  models: readonly string[];
}

export interface DemoAccountPlan {
  name: string;
  models: string[];
  /** How often it signs in, relative to the others. */
  weight: number;
  /** Its last active day (index from the first); -1 for an account never used. */
  lastDay: number;
}

export interface UsageDemoOptions {
  accounts: number;
  days: number;
  /** Audit rows to write, about. */
  rows: number;
  /** Midnight UTC of the day after the last one. */
  end: number;
  models: readonly string[];
  documents: readonly DemoDocument[];
  seed?: number;
}

/** The audit rows the demo writes name this instance; a later run removes them first. */
export const demoInstance = 'usage-demo';
export const demoAccountPrefix = 'usage-demo-';

/** mulberry32: small, fast and good enough for made-up figures. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

function weightedPicker<T>(items: readonly T[], weightOf: (item: T) => number): (random: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) {
    total += weightOf(item);
    cumulative.push(total);
  }
  return (random) => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return items[low] as T;
  };
}

export function planAccounts(options: UsageDemoOptions, random: Random): DemoAccountPlan[] {
  const width = String(options.accounts).length < 3 ? 3 : String(options.accounts).length;
  return Array.from({ length: options.accounts }, (_, index) => {
    const lines = 1 + Math.floor(random() * Math.min(4, options.models.length));
    const models = [...options.models].sort(() => random() - 0.5).slice(0, lines);
    const fate = random();
    // One in twenty never signs in; one in eight stopped some weeks before the end.
    const lastDay =
      fate < 0.05 ? -1 : fate < 0.17 ? Math.floor(random() * Math.max(1, options.days - 14)) : options.days - 1;
    return {
      name: `${demoAccountPrefix}${String(index + 1).padStart(width, '0')}`,
      models,
      weight: 1 / (1 + index) ** 0.8,
      lastDay,
    };
  });
}

const browsers = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
];

type AuditRow = Insertable<AuditTable>;

/**
 * The audit rows, in batches of about `batchSize`, in time order within each visit: a visit is a
 * sign-in (after a mistyped password now and then), the documents read, and often a sign-out.
 */
export function* auditBatches(
  options: UsageDemoOptions,
  accounts: readonly DemoAccountPlan[],
  random: Random,
  batchSize: number,
): Generator<AuditRow[]> {
  const first = options.end - options.days * dayMs;
  const active = accounts.filter((account) => account.lastDay >= 0);
  // Weekdays are busy; weekends and the first weeks (the portal was new) less so.
  const dayWeights = Array.from({ length: options.days }, (_, index) => {
    const weekday = new Date(first + index * dayMs).getUTCDay();
    return (weekday === 0 || weekday === 6 ? 0.25 : 1) * (0.7 + (0.3 * index) / options.days);
  });
  const totalWeight = dayWeights.reduce((sum, weight) => sum + weight, 0);
  const documentsOf = new Map(
    options.models.map((model) => [model, options.documents.filter((doc) => doc.models.includes(model))]),
  );
  // A few documents are read far more than the rest.
  const pickDocument = (model: string) => {
    const documents = documentsOf.get(model) ?? [];
    return documents[Math.floor(documents.length * random() ** 2.5)];
  };
  const addressOf = (account: DemoAccountPlan) =>
    `10.${accounts.indexOf(account) % 250}.${Math.floor(random() * 4)}.${1 + Math.floor(random() * 200)}`;

  let request = 0;
  let batch: AuditRow[] = [];
  // Day after day, so the time-ordered indexes grow at their end as they do in use.
  for (const [day, dayWeight] of dayWeights.entries()) {
    const still = active.filter((account) => account.lastDay >= day);
    if (still.length === 0) continue;
    const pickAccount = weightedPicker(still, (account) => account.weight);
    const quota = Math.round((options.rows * dayWeight) / totalWeight);
    for (let written = 0; written < quota; ) {
      const visit = visitOf(pickAccount(random), day);
      written += visit.length;
      batch.push(...visit.sort((a, b) => a.time - b.time));
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield batch;

  function visitOf(account: DemoAccountPlan, day: number): AuditRow[] {
    // Working hours in Europe, mostly.
    let time = first + day * dayMs + Math.floor((6 + random() * 12 + (random() - 0.5) * 4) * 3_600_000);
    const base = {
      account: account.name,
      client_address: addressOf(account),
      user_agent: pick(random, browsers),
      instance: demoInstance,
    };
    const row = (changes: Partial<AuditRow> & Pick<AuditRow, 'kind'>): AuditRow => {
      time += Math.floor(random() * 90_000);
      return { ...base, time, request_id: `demo-${(++request).toString(36)}`, detail: null, ...changes };
    };
    const visit: AuditRow[] = [];
    if (random() < 0.15) visit.push(row({ kind: 'login-failed', detail: 'unknown key' }));
    visit.push(row({ kind: 'login-ok' }));
    const reads = Math.floor(random() * 18);
    for (let read = 0; read < reads; read++) {
      const model = pick(random, account.models);
      const found = pickDocument(model);
      if (!found) continue;
      visit.push(row({ kind: 'file-delivered', detail: found.document, document: found.document, model }));
      // A PDF viewer asks for the rest of a long file in parts: one row per file and minute.
      if (random() < 0.2) {
        visit.push(
          row({
            kind: 'file-delivered',
            detail: `${found.document} bytes=65536-131071`,
            document: found.document,
            model,
            partial: 1,
            count: 1 + Math.floor(random() * 12),
            repeat_key: `demo-parts-${request}`,
          }),
        );
      }
    }
    // A bookmarked file of a line the account lacks, or one since removed.
    if (random() < 0.08) {
      const other = pick(random, options.documents);
      visit.push(
        row({
          kind: 'access-denied',
          detail: `${other.document} (not found)`,
          count: 1 + Math.floor(random() * 3),
          repeat_key: `demo-denied-${request}`,
        }),
      );
    }
    if (random() < 0.4) visit.push(row({ kind: 'sign-out' }));
    return visit;
  }
}

/** Words hospitals search for; those below the line mostly find nothing (typos, other makers' words). */
const foundQueries = [
  'priming',
  'occlusion alarm',
  'air in line',
  'battery',
  'cleaning',
  'bolus',
  'drug library',
  'secondary infusion',
  'compatibility',
  'quick tips',
  'firmware',
  'user manual',
  'flow rate',
  'downstream occlusion',
  'set change',
];
const emptyQueries = [
  'primming',
  'alaris',
  'error 37',
  'service manual',
  'epidural',
  'pca lockout',
  'syringe size 60',
  'recall',
  'barcode scanner',
  'warranty',
  'password reset',
  'spare parts',
];

/** The search log: per day, each query's searches on the lines the accounts have ('' outside a line). */
export function searchLogRows(options: UsageDemoOptions, random: Random): Insertable<SearchLogTable>[] {
  const first = options.end - options.days * dayMs;
  const rows = new Map<string, Insertable<SearchLogTable>>();
  const lines = ['', ...options.models];
  for (let index = 0; index < options.days; index++) {
    const day = usageDayOf(first + index * dayMs);
    const weekday = new Date(first + index * dayMs).getUTCDay();
    const searches = Math.floor((weekday === 0 || weekday === 6 ? 30 : 120) * (0.5 + random()));
    for (let search = 0; search < searches; search++) {
      const empty = random() < 0.2;
      const list = empty ? emptyQueries : foundQueries;
      const query = list[Math.floor(list.length * random() ** 2)] as string;
      const model = pick(random, lines);
      const key = JSON.stringify([day, query, model, empty]);
      const row = rows.get(key) ?? { day, query, model, found: empty ? 0 : 1, count: 0 };
      row.count = (row.count ?? 0) + 1;
      rows.set(key, row);
    }
  }
  return [...rows.values()];
}
