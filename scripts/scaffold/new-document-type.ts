/**
 * `npm run new:document-type -- --name <type>` (for developers) adds a document type end to end:
 * its schema branch, a renderer folder (component, story, test), its registry entry and its
 * pass-through in the compiler, then regenerates the types, so the tree type-checks at once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readText } from '../content/read-content';
import { applyChanges, describeChanges, type FileChange } from './changes';
import { type Command, command, parseFlags, required, ScaffoldError, shown } from './cli';
import { compilerWithType, documentTypeNames, registryWithType, rendererFiles, schemaWithType } from './document-type';
import { readJsonFile } from './json-text';
import { checkKey, titleOf } from './keys';

const usage = `Usage: npm run new:document-type -- --name <type> [--description "<text>"]

For developers. Adds the document type <type>: a branch of schema/section.schema.json (with the
fields every document type shares; "name" required), renderers/documents/<type>/ with a
component, a story and a test, its entry in renderers/registry.ts, its case in
engine/compiler/compile/compile-product.ts (compiled as written), then runs npm run gen:types.

  --name         the type as content writes it, lowercase kebab-case, e.g. checklist
  --description  what a row of this type is; editors show it to maintainers
  --root         repository folder; default this repository`;

/** Stories draw real demo content: the first line of the catalogue. */
function firstDemoModel(root: string): string {
  const site = readJsonFile(join(root, 'content', 'site.json')).data as { products?: unknown[] };
  const folder = site.products?.[0];
  if (typeof folder !== 'string') throw new ScaffoldError('content/site.json lists no product line for the story');
  const { model } = readJsonFile(join(root, 'content', 'products', folder, 'product.json')).data as { model?: unknown };
  if (typeof model !== 'string') throw new ScaffoldError(`content/products/${folder}/product.json has no model`);
  return model;
}

const run: Command = (argv, io, repoRoot) => {
  const flags = parseFlags(argv, ['name', 'description', 'root']);
  const type = checkKey(required(flags.name, 'name'), 'name');
  // One line of plain text: it lands in the schema and in a doc comment.
  const description = (flags.description?.trim() || `A ${titleOf(type).toLowerCase()} row of a content list.`)
    .replace(/\s+/g, ' ')
    .replaceAll('*/', '*\\/');
  const root = flags.root ?? repoRoot;
  const names = documentTypeNames(type);

  const folder = join(root, 'renderers', 'documents', type);
  if (existsSync(folder)) throw new ScaffoldError(`${shown(folder)} already exists`);
  const edit = (path: string, change: (text: string) => string): FileChange => {
    const read = readText(path, shown(path));
    if (!read.ok) throw new ScaffoldError(`${shown(path)} not found: is --root a checkout of the portal?`);
    return { path, text: change(read.text), before: read.text };
  };
  const changes: FileChange[] = [
    edit(join(root, 'schema', 'section.schema.json'), (text) => schemaWithType(text, names, description)),
    edit(join(root, 'engine', 'compiler', 'compile', 'compile-product.ts'), (text) => compilerWithType(text, names)),
    edit(join(root, 'renderers', 'registry.ts'), (text) => registryWithType(text, names)),
    ...rendererFiles(names, description, firstDemoModel(root)).map((file) => ({
      path: join(folder, file.name),
      text: file.text,
    })),
  ];
  applyChanges(changes);
  io.out(`Added the document type "${type}" (${names.component}):`);
  for (const line of describeChanges(changes)) io.out(line);

  const generated = spawnSync('npm', ['run', '--silent', 'gen:types'], { cwd: root, encoding: 'utf8' });
  if (generated.status !== 0) {
    io.err(`${generated.stdout}${generated.stderr}`);
    io.err('npm run gen:types failed; the files above are written. Fix the problem and run it again.');
    return 1;
  }
  // The content reference is generated from the schemas where the project has that script.
  const scripts = (readJsonFile(join(root, 'package.json')).data as { scripts?: Record<string, string> }).scripts;
  const regenerateDocs = scripts?.['docs:content'] ? ' and run npm run docs:content' : '';
  io.out(`  regenerated schema/generated (npm run gen:types)

Next steps:
  1. Give the type its own fields in $defs.${names.defKey} of schema/section.schema.json
     (with a description each), then npm run gen:types.
  2. Draw them in renderers/documents/${type}/${type}.tsx, with a story per state and tests.
  3. If it names files or routes, check them in compileDocument (engine/compiler/compile/compile-product.ts).
  4. List the type in docs/CONTENT.md${regenerateDocs}.
  5. npm run typecheck and npx vitest run renderers: the renderer tests that count the
     document types (renderers/dispatch.test.tsx) say what else to update.`);
  return 0;
};

export const newDocumentType = command(usage, run);
