/** The dev server's compiler re-reads only what changed, and never misses an edit. */
import { mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentCopies } from './testing/content-copies';
import { createIncrementalCompiler } from './write-content';

// A path, not an import: scripts/ may not import tests/.
const fixtureDir = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'content');
const copyFixture = contentCopies(fixtureDir);
const copyWithTranslations = contentCopies(fixtureDir, { translations: true });

const tips = 'brands/acme/sections/tips.json';
const messagesOf = (result: ReturnType<ReturnType<typeof createIncrementalCompiler>['compile']>) =>
  result.ok ? [] : result.errors.map((error) => error.message);

describe('createIncrementalCompiler', () => {
  it('does not parse a file again while its time and size are unchanged, unless it is named as changed', () => {
    const dir = copyFixture();
    const path = join(dir, tips);
    // A whole second, which the file system stores exactly, so it can be set again below.
    const time = new Date('2025-01-01T00:00:00Z');
    utimesSync(path, time, time);
    const compiler = createIncrementalCompiler(dir);
    expect(compiler.compile().ok).toBe(true);

    // Same size, same modification time: only a re-parse could see the new route name.
    const size = statSync(path).size;
    writeFileSync(path, readFileSync(path, 'utf8').replace('"to": "home"', '"to": "hoem"'));
    utimesSync(path, time, time);
    expect(statSync(path).size).toBe(size);
    expect(compiler.compile().ok).toBe(true);

    expect(messagesOf(compiler.compile([path]))).toEqual([
      '/demo: no route is named "hoem"; did you mean "home"?',
      '/bags: no route is named "hoem"; did you mean "home"?',
    ]);
  });

  it('picks up an edit, a fix and a removed file without being told', () => {
    const dir = copyFixture();
    const path = join(dir, tips);
    const original = readFileSync(path, 'utf8');
    const compiler = createIncrementalCompiler(dir);
    expect(compiler.compile().ok).toBe(true);

    writeFileSync(path, original.replace('"to": "home"', '"to": "nowhere"'));
    expect(messagesOf(compiler.compile())).toEqual([
      '/demo: no route is named "nowhere"',
      '/bags: no route is named "nowhere"',
    ]);

    writeFileSync(path, original);
    expect(compiler.compile().ok).toBe(true);

    rmSync(path);
    expect(messagesOf(compiler.compile())).toEqual([
      'Resource not found for brand "acme" and model "demo-pump": section "tips" (add sections/tips.json to the product line or its brand)',
      'Resource not found for brand "acme" and model "demo-bags": section "tips" (add sections/tips.json to the product line or its brand)',
    ]);
  });

  it('compiles what a fresh compiler compiles', () => {
    const dir = copyFixture();
    const compiler = createIncrementalCompiler(dir);
    const first = compiler.compile();
    const again = compiler.compile();
    expect(again).toEqual(first);
    expect(first.ok && first.compiled.products.map(({ product }) => product.model)).toEqual([
      'demo-pump',
      'demo-bags',
      'other-pump',
    ]);
  });

  it('picks up a new, edited and removed translation, as the live preview of every language needs', () => {
    const dir = copyWithTranslations();
    const compiler = createIncrementalCompiler(dir);
    const spanishTitle = () => {
      const result = compiler.compile();
      if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('\n'));
      const line = result.compiled.translations[0]?.products.find((p) => p.product.model === 'demo-bags');
      return line?.product.title;
    };
    expect(spanishTitle()).toBe('Demo Bags');
    const original = readFileSync(join(dir, 'products/demo-bags/product.json'), 'utf8');
    const translated = join(dir, 'translations/es/products/demo-bags/product.json');
    mkdirSync(dirname(translated), { recursive: true });
    writeFileSync(translated, original.replace('"title": "Demo Bags"', '"title": "Bolsas de demostración"'));
    expect(spanishTitle()).toBe('Bolsas de demostración');
    writeFileSync(translated, original.replace('"title": "Demo Bags"', '"title": "Bolsas"'));
    expect(spanishTitle()).toBe('Bolsas');
    rmSync(translated);
    expect(spanishTitle()).toBe('Demo Bags');
  });
});
