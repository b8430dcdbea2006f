/**
 * The content validators for command-line runs, compiled once and kept in .cache/: compiling
 * the schemas with ajv takes longer than checking all the content, and `content:check` is run
 * after every edit. The file name carries a hash of the schemas and of ajv's version, so an
 * edited schema or an upgraded ajv compiles afresh.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  allSchemas,
  contentValidatorsSource,
  installContentValidators,
} from '../../engine/compiler/validation/validators';

// Standalone code loads ajv's runtime and ajv-formats' checks with require(), which an ES module must
// create; it resolves them from here, wherever the cache folder is.
const prelude = `import { createRequire } from 'node:module';\nconst require = createRequire(${JSON.stringify(import.meta.url)});\n`;

const ajvVersion: string = createRequire(import.meta.url)('ajv/package.json').version;

export async function loadCachedContentValidators(cacheDir: string): Promise<void> {
  const key = createHash('sha256').update(ajvVersion).update(prelude).update(JSON.stringify(allSchemas)).digest('hex');
  const file = join(cacheDir, `content-validators-${key.slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    // Written beside and renamed, so a run starting at the same moment never imports half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, prelude + contentValidatorsSource());
    renameSync(partial, file);
  }
  installContentValidators(await import(pathToFileURL(file).href));
}
