/**
 * `npm run content:translations` prints how much of the content each of the site's other languages
 * has translated, per product line, and how many translations are stale (their original changed
 * since) or record no original; `--details` lists every file. `--stamp <file>…` records in each
 * translated file the hash of its original as it is now: run it once the translation matches it.
 */
import { join } from 'node:path';
import { coverageReport, translationStatus } from '../engine/compiler/compile/languages';
import type { ContentError } from '../engine/compiler/validation/content-error';
import { contentFilesIn, loadCachedContentValidators, loadContent } from './content/read-content';
import { stampTranslation } from './content/write-content';

const root = join(import.meta.dirname, '..');
const contentDir = process.env.CONTENT_DIR ?? join(root, 'content');
const args = process.argv.slice(2);

if (args[0] === '--stamp') {
  const files = args.slice(1);
  if (files.length === 0) {
    console.error('Usage: npm run content:translations -- --stamp <translated file>…');
    process.exit(2);
  }
  let failed = false;
  for (const file of files) {
    try {
      const sha256 = stampTranslation(contentDir, file);
      console.log(`${file}: translationOf.sha256 is now ${sha256}`);
    } catch (error) {
      console.error((error as Error).message);
      failed = true;
    }
  }
  process.exit(failed ? 1 : 0);
}

await loadCachedContentValidators(join(root, '.cache'));
const errors: ContentError[] = [];
const content = loadContent(contentDir, errors);
console.log(
  coverageReport(translationStatus(content, contentFilesIn(contentDir)), { details: args.includes('--details') }),
);
if (errors.length > 0) console.error(`\nThe content has ${errors.length} errors; npm run content:check lists them.`);
