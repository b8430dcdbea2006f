/**
 * Search index sizes and query times over the compiled content: `npm run bench:search [-- --rounds
 * 20]`. How: docs/PERFORMANCE.md, "Search". Never fails on a figure.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildLayout } from '../../engine/compiler/compile/build-layout';
import { alignedLines } from '../../engine/compiler/figures/aligned-table';
import { defaultLanguage, defaultLanguages, type Language } from '../../engine/shared/languages';
import { indexLine, search } from '../../engine/shared/search/search-query';
import type { CompiledSite, SearchSource } from '../../engine/shared/types';
import { built, readJson, requireBuild } from './built';
import { readOptions } from './options';
import { machineLoad, percentile } from './report';

const { rounds } = readOptions({ rounds: [20, 1] });
const buildDir = process.env.CONTENT_BUILD_DIR ?? built.buildDir;
requireBuild([join(buildDir, buildLayout.site)]);
const languages: Language[] = readJson<CompiledSite>(join(buildDir, buildLayout.site)).site.languages ?? [
  ...defaultLanguages,
];
const fallback = defaultLanguage(languages);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`bench:search over ${buildDir}; ${machineLoad()}`);

/** Each line's source and index in `lang`, with their sizes (gzip) and the time to index each printed. */
function indexLanguage(lang: string) {
  const folder = join(buildDir, buildLayout.inLanguage(buildLayout.search('x'), lang, fallback), '..');
  const sources = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => readJson<SearchSource>(join(folder, file)));
  const table = [[lang, 'entries', 'source', 'index', 'index ms']];
  const totals = { source: 0, index: 0 };
  const lines = sources.map((source) => {
    const started = performance.now();
    const line = indexLine(source, source.model, lang);
    const ms = performance.now() - started;
    const sourceGzip = gzipSync(JSON.stringify(source)).length;
    const indexGzip = gzipSync(JSON.stringify(line.parts.map((part) => part.index))).length;
    totals.source += sourceGzip;
    totals.index += indexGzip;
    table.push([source.model, String(source.entries.length), kb(sourceGzip), kb(indexGzip), ms.toFixed(1)]);
    return line;
  });
  table.push(['all lines', '', kb(totals.source), kb(totals.index), '']);
  console.log(`\n${alignedLines(table).join('\n')}`);
  return { sources, lines };
}

const [{ sources, lines }] = languages.map(({ code }) => indexLanguage(code)) as [ReturnType<typeof indexLanguage>];

// Queries a reader would type: words of titles, their first letters, typos, and sentences.
const words = [
  ...new Set(sources.flatMap((s) => s.entries.flatMap((e) => e.title.toLowerCase().match(/[a-z]{5,}/g) ?? []))),
];
const typo = (w: string) => `${w.slice(0, 1)}${w[2]}${w[1]}${w.slice(3)}`;
const queries = [
  ...words.slice(0, 40),
  ...words.slice(0, 20).map((w) => w.slice(0, 3)),
  ...words.slice(0, 20).map(typo),
  'how do I prime the secondary line',
  'air in line alarm',
  'cleaning and disinfecting',
];
for (const q of queries.slice(0, 10)) search(lines, q);

const times: number[] = [];
for (let round = 0; round < rounds; round++) {
  for (const q of queries) {
    const started = performance.now();
    search(lines, q);
    times.push(performance.now() - started);
  }
}
const at = (fraction: number) => percentile(times, fraction).toFixed(2);
console.log(
  `\n${times.length} queries over ${lines.length} lines (${queries.length} distinct, ${rounds} rounds): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (goal: p95 < 50 ms)`,
);
