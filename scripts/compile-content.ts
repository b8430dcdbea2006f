/**
 * `npm run content:compile` writes build/content; `--check` only validates.
 * Exits 1 with every error, one per line, as `file: /json/pointer: message`.
 */
import { join } from 'node:path';
import { formatContentError } from '../engine/validation/format-errors';
import { compileContent, writeCompiled } from './content/compile';

const root = join(import.meta.dirname, '..');
const contentDir = process.env.CONTENT_DIR ?? join(root, 'content');
const outDir = process.env.CONTENT_BUILD_DIR ?? join(root, 'build', 'content');
const checkOnly = process.argv.includes('--check');

const result = compileContent(contentDir);
if (!result.ok) {
  console.error(`Content has ${result.errors.length} error(s):`);
  for (const error of result.errors) console.error(`  ${formatContentError(error)}`);
  process.exit(1);
}
const { products, files } = result.compiled;
const fileCount =
  Object.keys(files.public).length + Object.keys(files.secure).length + Object.keys(files.training).length;
if (!checkOnly) writeCompiled(result.compiled, outDir);
console.log(
  `Content is valid: ${products.length} product lines, ${fileCount} deliverable files${checkOnly ? '' : `; written to ${outDir}`}.`,
);
