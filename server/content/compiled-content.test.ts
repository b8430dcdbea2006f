import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureCatalogue, fixtureFileIndex, fixtureModels, fixtureSite } from '../../tests/fixtures/fixture-content';
import { writeFixtureTree } from '../testing/fixture-content';
import { addSpanish, fixtureLanguages, onlyDefaultLanguage, spanish } from '../testing/spanish-content';
import { ContentLoadError, contentIn, loadCompiledContent } from './compiled-content';

const trees: { cleanup(): void }[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) tree.cleanup();
});

function tree() {
  const created = writeFixtureTree({ site: false });
  trees.push(created);
  return created;
}

function problemsOf(buildDir: string): string[] {
  try {
    loadCompiledContent(buildDir);
  } catch (error) {
    if (error instanceof ContentLoadError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadCompiledContent', () => {
  it('loads the catalogue, manifests, file index and video origins', () => {
    const content = loadCompiledContent(tree().buildDir);
    expect(content.catalogue).toEqual(fixtureCatalogue());
    expect(content.modelKeys).toEqual([fixtureModels.first, fixtureModels.sameBrand, fixtureModels.otherBrand]);
    expect(content.products.get(fixtureModels.first)?.compiled.product.model).toBe(fixtureModels.first);
    expect(content.frameOrigins).toEqual(['https://player.example.com']);
  });

  it('reports missing compiled content with the command to run', () => {
    expect(() => loadCompiledContent('/nonexistent/build/content')).toThrow(/npm run content:compile/);
  });

  it('reports every invalid file with its pointer', () => {
    const { buildDir } = tree();
    writeFileSync(
      join(buildDir, 'site.json'),
      JSON.stringify({ site: { ...fixtureSite(), siteTitle: '' }, catalogue: fixtureCatalogue() }),
    );
    writeFileSync(
      join(buildDir, 'products', `${fixtureModels.first}.json`),
      JSON.stringify({ product: {}, sections: { tips: { documents: [] } } }),
    );
    const index = fixtureFileIndex();
    index.public['escape.pdf'] = {
      models: [fixtureModels.first],
      kind: 'public',
      source: '../package.json',
      contentType: 'application/pdf',
    };
    writeFileSync(join(buildDir, 'files.json'), JSON.stringify(index));
    const problems = problemsOf(buildDir);
    expect(problems).toContain('site.json: /site/siteTitle: must not be empty');
    expect(problems).toContain(`products/${fixtureModels.first}.json: /product: "model" is required`);
    expect(problems).toContain(`products/${fixtureModels.first}.json: /: "routePaths" is required`);
    expect(problems).toContain(`products/${fixtureModels.first}.json: /sections/tips: "message" is required`);
    expect(problems.some((problem) => problem.startsWith('files.json: /public/escape.pdf/source: does not fit'))).toBe(
      true,
    );
  });

  it('refuses a manifest whose model differs from its catalogue entry', () => {
    const { buildDir } = tree();
    const other = join(buildDir, 'products', `${fixtureModels.otherBrand}.json`);
    writeFileSync(join(buildDir, 'products', `${fixtureModels.first}.json`), readFileSync(other));
    expect(problemsOf(buildDir)).toEqual([
      `products/${fixtureModels.first}.json: /product/model: must be "${fixtureModels.first}" as in the catalogue`,
    ]);
  });
});

describe('file sources in files.json', () => {
  it.each([
    ['files/acme/b.pdf', true],
    ['training/acme/course/index.html', true],
    ['../a.pdf', false],
    ['files/../../a.pdf', false],
    ['files/acme/../../a.pdf', false],
    ['files/./acme/a.pdf', false],
    ['/etc/passwd', false],
    ['files\\..\\a.pdf', false],
    ['C:/a.pdf', false],
    ['files//a.pdf', false],
    ['files/a.pdf', false],
    ['', false],
  ])('%s → %s', (source, safe) => {
    const { buildDir } = tree();
    const index = fixtureFileIndex();
    index.public['x.pdf'] = { models: [fixtureModels.first], kind: 'public', source, contentType: 'application/pdf' };
    writeFileSync(join(buildDir, 'files.json'), JSON.stringify(index));
    expect(problemsOf(buildDir).some((problem) => problem.startsWith('files.json: /public/x.pdf/source'))).toBe(!safe);
  });
});

describe('languages', () => {
  it('loads every language the site lists, the default at the top', () => {
    const { buildDir } = tree();
    addSpanish({ buildDir });
    const content = loadCompiledContent(buildDir);
    expect(content.languages).toEqual(fixtureLanguages);
    expect([...content.byLanguage.keys()]).toEqual(['en', 'es']);
    expect(content.lang).toBe('en');
    expect(contentIn(content, 'en').site).toBe(content.site);
    const es = contentIn(content, 'es');
    expect(es.site.siteTitle).toBe(spanish.siteTitle);
    expect(es.catalogue.map((entry) => entry.model)).toEqual(content.modelKeys);
    expect(es.products.get(fixtureModels.first)?.compiled.product.title).toMatch(/\(es\)$/);
    expect(es.search.get(fixtureModels.first)?.entries[0]?.title).toBe(spanish.searchEntry.title);
  });

  it('speaks the default language only when the site lists no languages', () => {
    const { buildDir } = tree();
    onlyDefaultLanguage({ buildDir });
    const content = loadCompiledContent(buildDir);
    expect(content.languages).toEqual([{ code: 'en', name: 'English' }]);
    expect([...content.byLanguage.keys()]).toEqual(['en']);
  });

  it("reports a listed language whose files are missing, and one whose lines differ from the default's", () => {
    const { buildDir } = tree();
    addSpanish({ buildDir });
    rmSync(join(buildDir, 'es', 'search', `${fixtureModels.sameBrand}.json`));
    const site = JSON.parse(readFileSync(join(buildDir, 'es', 'site.json'), 'utf8'));
    site.catalogue.reverse();
    writeFileSync(join(buildDir, 'es', 'site.json'), JSON.stringify(site));
    expect(problemsOf(buildDir)).toEqual([
      `es/search/${fixtureModels.sameBrand}.json: missing; compile the content again`,
      'es/site.json: /catalogue: must list the lines of site.json, in its order',
    ]);
    rmSync(join(buildDir, 'es'), { recursive: true });
    expect(problemsOf(buildDir)).toEqual([
      'es/site.json: missing for the language "es" the site lists; compile the content again',
    ]);
  });
});
