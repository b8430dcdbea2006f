/**
 * `npm run content:compile` writes build/content; `--check` only validates; `--json` prints every
 * problem as JSON for tools. Exits 1 with every error, grouped by file, each as
 * `file:LINE:COL  /json/pointer: message` and the lines around it. Warnings never fail. The check
 * prints every warning; the compile, a build step (`npm start`, `npm run build`), sums up the
 * missing translations in one line per language.
 */
import { join } from 'node:path';
import { contentReportJson, formatContentReport } from '../engine/compiler/validation/report';
import { briefContentReport } from './content/brief-report';
import { loadCachedContentValidators } from './content/read-content';
import { compileContent, writeCompiled } from './content/write-content';

const root = join(import.meta.dirname, '..');
const contentDir = process.env.CONTENT_DIR ?? join(root, 'content');
const outDir = process.env.CONTENT_BUILD_DIR ?? join(root, 'build', 'content');
const checkOnly = process.argv.includes('--check');
const json = process.argv.includes('--json');

await loadCachedContentValidators(join(root, '.cache'));
const result = compileContent(contentDir);
const problems = { errors: result.ok ? [] : result.errors, warnings: result.warnings, sources: result.sources };
if (json) console.log(JSON.stringify(contentReportJson(problems), null, 2));
else {
  const report = checkOnly ? formatContentReport(problems) : briefContentReport(problems);
  if (report && (problems.errors.length > 0 || problems.warnings.length > 0)) console.error(report);
}
if (!result.ok) process.exit(1);

const { products, files } = result.compiled;
const fileCount = Object.values(files).reduce((count, table) => count + Object.keys(table).length, 0);
if (!checkOnly) await writeCompiled(result.compiled, outDir, { contentDir, cacheDir: join(root, '.cache') });
if (!json) {
  console.log(
    `Content is valid: ${products.length} product lines, ${fileCount} deliverable files${checkOnly ? '' : `; written to ${outDir}`}.`,
  );
}
