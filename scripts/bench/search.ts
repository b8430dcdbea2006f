/**
 * Search benchmark: `npm run bench:search [-- --rounds 20]`. Reads the compiled search sources of
 * every language (build/content/search and build/content/<lang>/search, written by `npm run
 * content:compile`), prints each line's size per language (source and index, gzip) and the time of
 * queries over every line of the default language at once, as an account that sees them all:
 * titles, words only inside PDFs, typos, prefixes and sentences. Prints figures; never fails on them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildLayout } from '../../engine/compiler/compile/build-layout';
import { defaultLanguage, defaultLanguages, type Language } from '../../engine/shared/languages';
import { indexLine, search } from '../../engine/shared/search/search-query';
import type { SearchSource } from '../../engine/shared/types';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '20' } } });
const rounds = Number(values.rounds);
const buildDir = process.env.CONTENT_BUILD_DIR ?? join(import.meta.dirname, '..', '..', 'build', 'content');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let languages: Language[];
try {
  const site = JSON.parse(readFileSync(join(buildDir, buildLayout.site), 'utf8')) as {
    site: { languages?: Language[] };
  };
  languages = site.site.languages ?? [...defaultLanguages];
} catch {
  console.error(`No compiled site in ${buildDir}: run \`npm run content:compile\` first.`);
  process.exit(1);
}
const fallback = defaultLanguage(languages);

/** Each line's source and index in `lang`, with their sizes printed. */
function indexLanguage(lang: string) {
  const folder = join(buildDir, buildLayout.inLanguage(buildLayout.search('x'), lang, fallback), '..');
  const files = readdirSync(folder).filter((f) => f.endsWith('.json'));
  const sources: SearchSource[] = files.map((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')));
  let sourceTotal = 0;
  let indexTotal = 0;
  console.log(`\n${lang}: per line: entries, source JSON gzip, in-memory index serialised gzip, time to index`);
  const lines = sources.map((source) => {
    const started = performance.now();
    const line = indexLine(source, source.model, lang);
    const ms = performance.now() - started;
    const sourceGzip = gzipSync(JSON.stringify(source)).length;
    const indexGzip = gzipSync(JSON.stringify(line.parts.map((part) => part.index))).length;
    sourceTotal += sourceGzip;
    indexTotal += indexGzip;
    console.log(
      `  ${source.model.padEnd(28)} ${String(source.entries.length).padStart(4)} entries  source ${kb(sourceGzip).padStart(8)}  index ${kb(indexGzip).padStart(8)}  ${ms.toFixed(1)} ms`,
    );
    return line;
  });
  console.log(
    `  ${'all lines'.padEnd(28)}               source ${kb(sourceTotal).padStart(8)}  index ${kb(indexTotal).padStart(8)}`,
  );
  return { sources, lines };
}

const [{ sources, lines }] = languages.map(({ code }) => indexLanguage(code)) as [ReturnType<typeof indexLanguage>];

// Queries a reader would type: words from titles and texts, their first letters, typos, and a sentence.
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
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(2);
console.log(
  `\n${times.length} queries over ${lines.length} lines (${queries.length} distinct, ${rounds} rounds): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${times.at(-1)?.toFixed(2)} ms (goal: p95 < 50 ms)`,
);
