/** What `npm run build` writes and the benchmarks serve and read, beside the content it was compiled from. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildLayout } from '../../engine/compiler/compile/build-layout';

export const repoRoot = join(import.meta.dirname, '..', '..');

export const built = {
  contentDir: join(repoRoot, 'content'),
  buildDir: join(repoRoot, 'build', 'content'),
  siteDir: join(repoRoot, 'build', 'site'),
};

/** The password of the demo account that sees every product line (README, "Demo accounts"). */
export const demoPassword = 'demo';

export const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

/** Exits with a hint when what a benchmark serves (by default the compiled content and the built site) is missing. */
export function requireBuild(
  paths = [join(built.buildDir, buildLayout.files), join(built.siteDir, 'index.html')],
): void {
  const missing = paths.filter((path) => !existsSync(path));
  if (missing.length === 0) return;
  console.error(`${missing.join(' and ')} missing: run \`npm run build\` first.`);
  process.exit(2);
}
