/**
 * `npm run new:section -- --product <line> --name <name>` (or `--brand <brand>`) creates a
 * minimal valid section file: a message and one paragraph to replace.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { applyChanges, describeChanges } from './changes';
import { type Command, command, parseFlags, required, ScaffoldError, shown } from './cli';
import { contentDirOf, linesOnDisk } from './content-folder';
import { jsonText } from './json-text';
import { checkKey } from './keys';
import { checkStarter, starterSection } from './starters';

const usage = `Usage: npm run new:section -- (--product <line> | --brand <brand>) --name <name>

Creates content/products/<line>/sections/<name>.json, or with --brand the section that every
line of the brand shares, content/brands/<brand>/sections/<name>.json (a line's own file of the
same name overrides it). A page shows it when its route names it in meta.sectionName.

  --product  product line folder under content/products, e.g. acme-pump
  --brand    brand key of one or more product lines, e.g. acme
  --name     section name, lowercase kebab-case, e.g. quick-tips
  --content  content folder; default content/ (or CONTENT_DIR)`;

function sectionsFolder(contentDir: string, product: string | undefined, brand: string | undefined): string {
  if (product !== undefined && brand !== undefined) throw new ScaffoldError('give --product or --brand, not both');
  if (product !== undefined) {
    const line = checkKey(required(product, 'product'), 'product');
    const lineDir = join(contentDir, 'products', line);
    if (!existsSync(join(lineDir, 'product.json'))) {
      throw new ScaffoldError(`no product line "${line}": ${shown(join(lineDir, 'product.json'))} does not exist`);
    }
    return join(lineDir, 'sections');
  }
  if (brand !== undefined) {
    const key = checkKey(required(brand, 'brand'), 'brand');
    // A brand section that no line can show would be lost work.
    const brands = [...new Set(linesOnDisk(contentDir).map((line) => line.brand))].filter(
      (value): value is string => typeof value === 'string',
    );
    if (!brands.includes(key)) {
      throw new ScaffoldError(
        `no product line has the brand "${key}"; brands: ${brands.sort().join(', ') || '(none)'}`,
      );
    }
    return join(contentDir, 'brands', key, 'sections');
  }
  throw new ScaffoldError('--product or --brand is required');
}

const run: Command = (argv, io, repoRoot) => {
  const flags = parseFlags(argv, ['product', 'brand', 'name', 'content']);
  const name = checkKey(required(flags.name, 'name'), 'name');
  const folder = sectionsFolder(contentDirOf(flags.content, repoRoot), flags.product, flags.brand);
  const path = join(folder, `${name}.json`);
  const section = starterSection(name);
  checkStarter('section', path, section);
  const changes = [{ path, text: jsonText(section) }];
  applyChanges(changes);

  io.out(`Created the section "${name}":`);
  for (const line of describeChanges(changes)) io.out(line);
  io.out(`
Next steps:
  1. Replace its message and paragraph with the page's introduction and documents.
  2. Show it on a page: a route of product.json with "meta": { "title": "…", "sectionName": "${name}" }
     and a kind such as "content-list", and a menu item or map sub-page leading to that route.
  3. npm run content:check`);
  return 0;
};

export const newSection = command(usage, run);
