/**
 * Where a V8 CPU profile (`node --cpu-prof`) spent its time: self time by function and by file
 * or package, idle time left out; optionally only within a window counted back from the end of
 * the profile (the process's exit), so start-up does not mix with the load that was measured.
 *
 *   tsx scripts/bench/cpu-profile-summary.ts <file.cpuprofile>… [--top 25]
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  /** Microseconds. */
  endTime: number;
  samples: number[];
  /** Microseconds before each sample. */
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  ms: number;
  share: number;
}

const root = relative(process.cwd(), new URL('../..', import.meta.url).pathname) || '.';

/** A package name for node_modules files, the repository path for ours, `node:…` for Node's own. */
function placeOf(url: string): string {
  if (url === '') return '(native or V8)';
  const path = url.replace(/^file:\/\//, '');
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inModules?.[1]) return inModules[1];
  if (path.startsWith('node:')) return path.split('/').slice(0, 2).join('/');
  return relative(root, path);
}

function ranked(totals: Map<string, number>, busyMs: number, top: number): SelfTime[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms, share: ms / busyMs }));
}

/** Milliseconds before the end of the profile: samples from `fromEndMs` to `toEndMs` before it count. */
export interface ProfileWindow {
  fromEndMs: number;
  toEndMs: number;
}

export function summariseCpuProfile(
  file: string,
  top = 25,
  window?: ProfileWindow,
): { busyMs: number; byFunction: SelfTime[]; byPlace: SelfTime[] } {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  const startsAt = profile.endTime - profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  const from = window ? profile.endTime - window.fromEndMs * 1000 : Number.NEGATIVE_INFINITY;
  const to = window ? profile.endTime - window.toEndMs * 1000 : Number.POSITIVE_INFINITY;
  let time = startsAt;
  let busyMs = 0;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    // A sample stands for the time until the next one.
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const frame = nodes.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)' || time < from || time > to) return;
    busyMs += ms;
    const place = placeOf(frame.url);
    const name = `${frame.functionName || '(anonymous)'}  ${place}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
  });
  return { busyMs, byFunction: ranked(byFunction, busyMs, top), byPlace: ranked(byPlace, busyMs, top) };
}

export function printCpuProfileSummary(file: string, top = 25, window?: ProfileWindow): void {
  const { busyMs, byFunction, byPlace } = summariseCpuProfile(file, top, window);
  const line = (entry: SelfTime) =>
    `  ${(entry.share * 100).toFixed(1).padStart(5)} %  ${entry.ms.toFixed(0).padStart(7)} ms  ${entry.name}`;
  const within = window ? ` from ${window.fromEndMs} to ${window.toEndMs} ms before its end` : '';
  console.log(`${file}: ${busyMs.toFixed(0)} ms busy${within}`);
  console.log('self time by file or package:');
  for (const entry of byPlace) console.log(line(entry));
  console.log('self time by function:');
  for (const entry of byFunction) console.log(line(entry));
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string' } } });
  const top = Number(values.top ?? 25);
  if (positionals.length === 0 || !Number.isSafeInteger(top) || top < 1) {
    console.error('Usage: tsx scripts/bench/cpu-profile-summary.ts <file.cpuprofile>… [--top 25]');
    process.exit(2);
  }
  for (const file of positionals) printCpuProfileSummary(file, top);
}
