import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatContentError } from '../../engine/compiler/validation/format-errors';
import { compileContent } from '../content/write-content';
import { newProduct } from './new-product';
import { onContentCopy, snapshot } from './testing/temp-tree';

const { content, run } = onContentCopy(newProduct);
const acme = ['--brand', 'acme', '--model', 'acme-pump', '--title', 'Acme Pump'];
const read = (path: string) => readFileSync(join(content.dir, path), 'utf8');

function compiled() {
  const result = compileContent(content.dir);
  if (!result.ok) throw new Error(result.errors.map((error) => formatContentError(error)).join('\n'));
  return result.compiled;
}

describe('npm run new:product', () => {
  it("creates a line that compiles: home, a menu section with a content list, downloads, contact and What's new", async () => {
    const { code, out } = await run(...acme);
    expect(code).toBe(0);

    const { catalogue, products } = compiled();
    expect(catalogue.at(-1)).toMatchObject({
      brand: 'acme',
      model: 'acme-pump',
      title: 'Acme Pump',
      pathPrefix: '/acme-pump',
    });
    const line = products.find((product) => product.product.model === 'acme-pump');
    expect(line?.routePaths).toEqual({
      home: '/acme-pump/internal/home',
      resources: '/acme-pump/internal/resources',
      'getting-started': '/acme-pump/internal/resources/getting-started',
      downloads: '/acme-pump/downloads',
      contact: '/acme-pump/internal/contact',
      'whats-new': '/acme-pump/whats-new',
    });
    const kinds = line?.product.routes.map((route) => [route.kind, (route.children ?? []).map((child) => child.kind)]);
    expect(kinds).toEqual([
      ['home', []],
      ['menu', ['content-list']],
      ['downloads', []],
      ['contact', []],
      ['whats-new', []],
    ]);
    expect(line?.sections['getting-started']?.documents.map((document) => document.type)).toEqual(['sectiontext']);
    expect(line?.product.contact?.phone?.link).toMatch(/^tel:/);

    expect(out).toContain('created');
    expect(out).toContain(join('acme-pump', 'product.json'));
    expect(out).toContain(join('images', 'cards', 'acme-pump.svg'));
    expect(out).toContain(join('images', 'logos', 'acme.svg'));
    expect(out).toContain('Next steps');
    expect(out).toContain('npm run content:check');
  });

  it('changes only the products line of site.json, and keeps it on one line while it fits', async () => {
    const before = read('site.json');
    await run(...acme);
    const after = read('site.json');
    const changed = after.split('\n').filter((lineText, i) => lineText !== before.split('\n')[i]);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatch(/^ {2}"products": \[.*, "acme-pump"\],?$/);
  });

  it('takes --path-prefix, and uses the logo a brand already has instead of replacing it', async () => {
    const logo = read('images/logos/agilia.svg');
    const { code, out } = await run(
      '--brand',
      'agilia',
      '--model',
      'agilia-mini',
      '--title',
      'Mini',
      '--path-prefix',
      '/mini',
    );
    expect(code).toBe(0);
    expect(read('images/logos/agilia.svg')).toBe(logo);
    expect(out).toMatch(/kept +\S*agilia\.svg/);
    expect(compiled().catalogue.at(-1)).toMatchObject({ model: 'agilia-mini', pathPrefix: '/mini' });
  });

  interface Refusal {
    what: string;
    argv: string[];
    message: string;
    prepare?: (contentDir: string) => void;
  }
  const refusals: Refusal[] = [
    {
      what: 'a model folder that exists',
      argv: ['--brand', 'a', '--model', 'ivenix', '--title', 'X'],
      message: 'already exists',
    },
    {
      what: 'a model used by a line in another folder',
      argv: ['--brand', 'a', '--model', 'soluflex-and-disposables', '--title', 'X'],
      message: 'model "soluflex-and-disposables" is already used by',
    },
    {
      what: 'a model already listed in site.json',
      argv: acme,
      message: 'already listed in the products',
      prepare: (dir) => {
        const path = join(dir, 'site.json');
        writeFileSync(path, readFileSync(path, 'utf8').replace('"soluflex"]', '"soluflex", "acme-pump"]'));
      },
    },
    {
      what: 'a path prefix that exists',
      argv: [...acme, '--path-prefix', '/ivenix'],
      message: 'path prefix /ivenix is already used by',
    },
    {
      what: 'a brand not in kebab-case',
      argv: ['--brand', 'Acme', '--model', 'acme-pump', '--title', 'X'],
      message: '--brand "Acme" is not a key',
    },
    {
      what: 'a model not in kebab-case',
      argv: ['--brand', 'acme', '--model', 'acme_pump', '--title', 'X'],
      message: '--model "acme_pump" is not a key',
    },
    {
      what: 'a path prefix without its slash',
      argv: [...acme, '--path-prefix', 'acme'],
      message: '--path-prefix "acme" must be',
    },
    { what: 'a missing title', argv: ['--brand', 'acme', '--model', 'acme-pump'], message: '--title is required' },
    { what: 'a missing model', argv: ['--brand', 'acme', '--title', 'X'], message: '--model is required' },
    { what: 'an unknown flag', argv: [...acme, '--colour', 'red'], message: "Unknown option '--colour'" },
  ];
  for (const { what, argv, message, prepare } of refusals) {
    it(`refuses ${what}, with exit 1, its usage, and nothing written`, async () => {
      prepare?.(content.dir);
      const before = snapshot(content.dir);
      const { code, err } = await run(...argv);
      expect(code).toBe(1);
      expect(err).toContain(message);
      expect(err).toContain('Usage: npm run new:product');
      expect(snapshot(content.dir)).toEqual(before);
    });
  }

  it('prints its usage for --help', async () => {
    const { code, out } = await run('--help');
    expect(code).toBe(0);
    expect(out).toContain('--path-prefix');
  });
});
