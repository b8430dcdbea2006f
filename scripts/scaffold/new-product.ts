/**
 * `npm run new:product -- --brand <brand> --model <model> --title "<title>" [--path-prefix /<prefix>]`
 * creates the smallest valid product line under content/ and lists it in site.json.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cardSvg, logoSvg } from '../demo/templates';
import { applyChanges, describeChanges, type FileChange } from './changes';
import { type Command, command, parseFlags, required, ScaffoldError, shown } from './cli';
import { contentDirOf, linesOnDisk } from './content-folder';
import { appendToArrayProperty, jsonText, readJsonFile } from './json-text';
import { checkKey, checkPathPrefix } from './keys';
import { checkStarter, starterProductLine, starterSection } from './starters';

const usage = `Usage: npm run new:product -- --brand <brand> --model <model> --title "<title>" [--path-prefix /<prefix>]

Creates content/products/<model>/ with product.json (home, one menu section with a content list,
Downloads to Print, Contact) and sections/getting-started.json, a card picture and (for a new
brand) a logo under content/images/, and adds the model to "products" in content/site.json.

  --brand        brand key, e.g. acme (a brand's shared sections live in content/brands/<brand>/)
  --model        model key that accounts are given, e.g. acme-pump; also the folder name
  --title        name of the product line, e.g. "Acme Pump"
  --path-prefix  address of the product line; default /<model>
  --content      content folder; default content/ (or CONTENT_DIR)`;

const run: Command = (argv, io, repoRoot) => {
  const flags = parseFlags(argv, ['brand', 'model', 'title', 'path-prefix', 'content']);
  const brand = checkKey(required(flags.brand, 'brand'), 'brand');
  const model = checkKey(required(flags.model, 'model'), 'model');
  const title = required(flags.title, 'title');
  const pathPrefix = checkPathPrefix(flags['path-prefix']?.trim() || `/${model}`);
  const contentDir = contentDirOf(flags.content, repoRoot);

  const sitePath = join(contentDir, 'site.json');
  const site = readJsonFile(sitePath);
  const lineDir = join(contentDir, 'products', model);
  if (existsSync(lineDir)) throw new ScaffoldError(`${shown(lineDir)} already exists`);
  const listed = (site.data as { products?: unknown }).products;
  if (Array.isArray(listed) && listed.includes(model)) {
    throw new ScaffoldError(`"${model}" is already listed in the products of ${shown(sitePath)}`);
  }
  for (const line of linesOnDisk(contentDir)) {
    if (line.model === model) throw new ScaffoldError(`model "${model}" is already used by ${line.file}`);
    if (line.pathPrefix === pathPrefix)
      throw new ScaffoldError(`path prefix ${pathPrefix} is already used by ${line.file}`);
  }

  const { product, sectionName, images } = starterProductLine({ brand, model, title, pathPrefix });
  const section = starterSection(sectionName);
  const productPath = join(lineDir, 'product.json');
  const sectionPath = join(lineDir, 'sections', `${sectionName}.json`);
  checkStarter('product', productPath, product);
  checkStarter('section', sectionPath, section);

  const changes: FileChange[] = [
    { path: productPath, text: jsonText(product) },
    { path: sectionPath, text: jsonText(section) },
  ];
  const kept: string[] = [];
  const image = (src: string, svg: string) => {
    const path = join(contentDir, 'images', src);
    // A brand's logo is shared by its lines; an existing picture is used as it is, never replaced.
    if (existsSync(path)) kept.push(`  kept    ${shown(path)} (exists; the line uses it)`);
    else changes.push({ path, text: svg });
  };
  image(images.card, cardSvg(title));
  image(images.logo, logoSvg(brand));
  changes.push({ path: sitePath, text: appendToArrayProperty(site.text, 'products', model), before: site.text });
  applyChanges(changes);

  io.out(`Created the product line "${title}" (model ${model}, at ${pathPrefix}):`);
  for (const line of [...describeChanges(changes), ...kept]) io.out(line);
  io.out(`
Next steps:
  1. Replace the placeholder texts in ${shown(productPath)}: the welcome, the card and logo
     texts, and the contact message, phone and email (delete "phone" and "email" to show the
     deployment's support line instead). Replace the placeholder pictures under ${shown(join(contentDir, 'images'))}.
  2. Add documents to ${shown(sectionPath)}, and more pages with
     npm run new:section -- --product ${model} --name <name>
  3. npm run content:check
  4. Give accounts the new model: npm run accounts -- set-models --name <account> --models <models>,${model}
     (in demo mode the demo accounts follow the catalogue at the next start).`);
  return 0;
};

export const newProduct = command(usage, run);
