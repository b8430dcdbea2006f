/**
 * `npm run docs:content` writes docs/CONTENT-REFERENCE.md from the authoring schemas.
 * With --check it writes nothing and exits 1 when the committed file differs, so CI catches a
 * schema edited without regenerating its reference.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { referencePath, renderContentReference } from './content/content-reference';
import { readText } from './content/read-content';

const target = join(import.meta.dirname, '..', referencePath);
const expected = renderContentReference();
// A missing file is simply stale.
const read = readText(target, referencePath);
const current = read.ok ? read.text : '';

if (process.argv.includes('--check')) {
  if (current !== expected) {
    console.error(`${referencePath} is stale: the schemas changed since it was written. Run \`npm run docs:content\`.`);
    process.exit(1);
  }
  console.log(`${referencePath} is fresh.`);
} else if (current === expected) {
  console.log(`${referencePath} is already up to date.`);
} else {
  writeFileSync(target, expected);
  console.log(`Wrote ${referencePath}.`);
}
