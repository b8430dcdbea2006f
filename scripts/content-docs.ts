/**
 * `npm run docs:content` writes docs/CONTENT-REFERENCE.md from the authoring schemas.
 * With --check it writes nothing and exits 1 when the committed file differs, so CI catches a
 * schema edited without regenerating its reference.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { referencePath, renderContentReference } from './content/content-reference';

const target = join(import.meta.dirname, '..', referencePath);
const expected = renderContentReference();
let current = '';
try {
  current = readFileSync(target, 'utf8');
} catch {
  // a missing file is simply stale
}

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
