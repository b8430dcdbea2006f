/** The compiler's cross-checks, on a copy of the fixture content that each test breaks in one way. */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatContentError } from '../../engine/compiler/validation/format-errors';
import { validateCompiled } from '../../engine/compiler/validation/validators';
import { whatsNewOf } from '../../engine/shared/documents/whats-new';
import { searchEntriesOf } from '../../engine/shared/search/search-entries';
import type { Document } from '../../engine/shared/types';
import { compileContent, writeCompiled } from '../../scripts/content/write-content';

const fixture = join(import.meta.dirname, '..', 'fixtures', 'content');
const dirs: string[] = [];

/** Without the translations, whose shape would break with each original a test breaks. */
function copyFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  dirs.push(dir);
  const translations = join(fixture, 'translations');
  cpSync(fixture, dir, { recursive: true, filter: (path) => !path.startsWith(translations) });
  return dir;
}

function edit(dir: string, file: string, change: (json: Record<string, unknown>) => void) {
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, 'utf8'));
  change(json);
  writeFileSync(path, JSON.stringify(json));
}

function errorsOf(dir: string): string[] {
  const result = compileContent(dir);
  if (result.ok) throw new Error('expected errors');
  return result.errors.map((e) =>
    formatContentError({ ...e, file: e.file.slice(e.file.indexOf('content-')).replace(/^content-[^/]+/, '') }),
  );
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('compileContent', () => {
  it('compiles the fixture lines: sizes from files, brand-level section found, raw HTML sanitised', () => {
    const result = compileContent(fixture);
    if (!result.ok) throw new Error(result.errors.map(formatContentError).join('\n'));
    const line = result.compiled.products.find(({ product }) => product.model === 'demo-pump');
    const documents = line?.sections.tips?.documents ?? [];
    expect(documents[0]).toMatchObject({ type: 'download', filePath: 'acme/setup-guide.pdf' });
    expect(line?.fileSizes.download['acme/setup-guide.pdf']).toBe(
      readFileSync(join(fixture, 'files/acme/setup-guide.pdf')).length,
    );
    expect(documents[4]).toEqual({ type: 'sectionTextRaw', text: '<p>Safe <strong>text</strong><a>x</a></p>' });
    expect(result.compiled.catalogue).toEqual([
      {
        brand: 'acme',
        model: 'demo-pump',
        title: 'Demo Pump',
        pathPrefix: '/demo',
        image: { src: 'cards/demo.svg', alt: 'Demo pump' },
        imageSize: { width: 120, height: 80 },
      },
      {
        brand: 'acme',
        model: 'demo-bags',
        title: 'Demo Bags',
        pathPrefix: '/bags',
        image: { src: 'cards/bags.svg', alt: 'Demo bags picture' },
        imageSize: { width: 120, height: 80 },
      },
      {
        brand: 'globex',
        model: 'other-pump',
        title: 'Other Pump',
        pathPrefix: '/other',
        image: { src: 'cards/other.svg', alt: 'Other pump picture' },
        imageSize: { width: 120, height: 80 },
      },
    ]);
    expect(Object.keys(result.compiled.files.training).sort()).toEqual([
      'acme/course/index.html',
      'acme/course/style.css',
      'acme/videos/priming.en.vtt',
      'acme/videos/priming.es.vtt',
      'acme/videos/priming.mp4',
    ]);
    // Caption files are delivered as WebVTT, like every file by the type of its name.
    expect(result.compiled.files.training['acme/videos/priming.es.vtt']).toMatchObject({
      models: ['demo-pump'],
      contentType: 'text/vtt; charset=utf-8',
    });
    // A brand section's files belong to every line of the brand that uses it.
    expect(result.compiled.files.secure['acme/compatibility.pdf']?.models).toEqual(['demo-pump', 'demo-bags']);
  });

  it('records the intrinsic size of every picture a line shows, read from the files', () => {
    const result = compileContent(fixture);
    if (!result.ok) throw new Error(result.errors.map(formatContentError).join('\n'));
    const line = result.compiled.products.find(({ product }) => product.model === 'demo-pump');
    const picture = { width: 120, height: 80 };
    expect(line?.imageSizes).toEqual({
      'cards/demo.svg': picture,
      'logos/demo.svg': picture,
      'icons/demo-pump.svg': picture,
      'instructions/pump-information.svg': picture,
      'instructions/software-version.svg': picture,
      'implementation/demo-timeline.svg': picture,
    });
  });

  it('records the size of the site logo, so the header keeps its place while it loads', () => {
    const result = compileContent(fixture);
    if (!result.ok) throw new Error(result.errors.map(formatContentError).join('\n'));
    expect(result.compiled.site.logo).toEqual({ src: 'logos/site.svg', alt: 'Fixture site' });
    expect(result.compiled.site.logoSize).toEqual({ width: 180, height: 40 });
  });

  it('reports a site logo that does not exist', () => {
    const dir = copyFixture();
    edit(dir, 'site.json', (json) => {
      Object.assign(json.logo as object, { src: 'logos/sit.svg' });
    });
    expect(errorsOf(dir)).toEqual([
      '/site.json:1:94  /logo/src: image content/images/logos/sit.svg does not exist; did you mean "logos/site.svg"?',
    ]);
  });

  it('leaves out the size of a picture that has none, and still compiles', () => {
    const dir = copyFixture();
    writeFileSync(join(dir, 'images/icons/demo-pump.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const result = compileContent(dir);
    if (!result.ok) throw new Error(result.errors.map(formatContentError).join('\n'));
    const line = result.compiled.products.find(({ product }) => product.model === 'demo-pump');
    expect(line?.imageSizes).not.toHaveProperty(['icons/demo-pump.svg']);
    expect(line?.imageSizes).toHaveProperty(['cards/demo.svg'], { width: 120, height: 80 });
  });

  it('reports missing files, unknown route names and hand-written sizes, all at once', () => {
    const dir = copyFixture();
    edit(dir, 'brands/acme/sections/tips.json', (json) => {
      const documents = json.documents as Record<string, unknown>[];
      Object.assign(documents[0] as object, { filePath: 'acme/missing.pdf' });
      Object.assign(documents[3] as object, { to: 'nowhere' });
    });
    expect(errorsOf(dir)).toEqual([
      '/brands/acme/sections/tips.json:1:169  /documents/0/filePath: file content/files/acme/missing.pdf does not exist',
      // The brand section is used by two lines, and each resolves route names in its own tree.
      '/brands/acme/sections/tips.json:1:444  /documents/3/to: /demo: no route is named "nowhere"',
      '/brands/acme/sections/tips.json:1:444  /documents/3/to: /bags: no route is named "nowhere"',
    ]);
  });

  it('refuses a hand-written size: the compiler measures files, so the authoring schema has no bytes', () => {
    const dir = copyFixture();
    edit(dir, 'brands/acme/sections/tips.json', (json) => {
      Object.assign((json.documents as object[])[1] as object, { bytes: 10 });
    });
    expect(errorsOf(dir)[0]).toBe(
      '/brands/acme/sections/tips.json:1:333  /documents/1/bytes: "bytes" is not allowed here (allowed: type, name, title, text, dateUpdated, hidden, disabled, nonAlternating, topGap, path, version, versions, key, acknowledge)',
    );
  });

  it('refuses a link to a hidden route, which the page would show as a dead link', () => {
    const dir = copyFixture();
    edit(dir, 'products/demo-pump/product.json', (json) => {
      const [home] = json.routes as Record<string, unknown>[];
      Object.assign(home as object, { hidden: true });
    });
    expect(errorsOf(dir)).toContain(
      '/brands/acme/sections/tips.json:25:13  /documents/3/to: /demo: route "home" is hidden, so this link would lead nowhere; show the route or link another one',
    );
  });

  it('reports a section that neither the model nor the brand has', () => {
    const dir = copyFixture();
    rmSync(join(dir, 'brands/acme/sections/tips.json'));
    expect(errorsOf(dir)).toEqual([
      '/products/demo-pump/product.json:112:28  /routes/1/children/0/meta/sectionName: Resource not found for brand "acme" and model "demo-pump": section "tips" (add sections/tips.json to the product line or its brand)',
      '/products/demo-bags/product.json:51:28  /routes/1/children/0/meta/sectionName: Resource not found for brand "acme" and model "demo-bags": section "tips" (add sections/tips.json to the product line or its brand)',
    ]);
  });

  it('lists every mistake in one run: schema errors of a product.json hide none of its other mistakes', () => {
    const dir = copyFixture();
    edit(dir, 'products/other-pump/product.json', (json) => {
      const [home, using] = json.routes as {
        meta: Record<string, unknown>;
        children: { meta: Record<string, unknown> }[];
      }[];
      if (!home || !using?.children[0]) throw new Error('the fixture line changed');
      home.meta.title = 42;
      using.children[0].meta.sectionName = 'quick-tipz';
      Object.assign(json.logo as object, { src: 'logos/othr.svg' });
    });
    const errors = errorsOf(dir).map((error) => error.replace(/^(\S+?):\d+:\d+ /, '$1'));
    expect(errors).toEqual([
      '/products/other-pump/product.json /routes/0/meta/title: must be a string, not a number',
      '/products/other-pump/product.json /logo/src: image content/images/logos/othr.svg does not exist; did you mean "logos/other.svg"?',
      expect.stringContaining(
        '/products/other-pump/product.json /routes/1/children/0/meta/sectionName: Resource not found',
      ),
    ]);
  });

  it('checks a section file no page names, and says it is unused', () => {
    const dir = copyFixture();
    edit(dir, 'products/other-pump/product.json', (json) => {
      const [, using] = json.routes as { children: { meta: Record<string, unknown> }[] }[];
      if (!using?.children[0]) throw new Error('the fixture line changed');
      using.children[0].meta.sectionName = 'tips';
    });
    mkdirSync(join(dir, 'brands/globex/sections'), { recursive: true });
    writeFileSync(join(dir, 'brands/globex/sections/tips.json'), '{ "message": "Tips", "documents": [] }');
    edit(dir, 'products/other-pump/sections/quick-tips.json', (json) => {
      Object.assign((json.documents as object[])[0] as object, { filePath: 'other/tipps.pdf' });
    });
    const result = compileContent(dir);
    if (result.ok) throw new Error('expected errors');
    expect(result.errors.map((e) => e.message)).toEqual([
      'file content/files/other/tipps.pdf does not exist; did you mean "other/tips.pdf"?',
    ]);
    expect(result.warnings.map((w) => w.message)).toContain('no page of /other names section "quick-tips"');
  });

  it('reports broken route trees, maps and images', () => {
    const dir = copyFixture();
    edit(dir, 'products/demo-pump/product.json', (json) => {
      const routes = json.routes as Record<string, unknown>[];
      Object.assign(routes[1] as object, { redirect: 'missing' });
      json.map = [{ key: 'x', title: 'X', route: 'internal/nowhere', subPages: [], icon: { name: 'ghost' } }];
      json.card = { title: 'Acme', image: { src: 'cards/none.svg', alt: '' } };
    });
    expect(errorsOf(dir)).toEqual([
      '/products/demo-pump/product.json:1:609  /routes/1/redirect: "missing" is not the path of a child route',
      '/products/demo-pump/product.json:1:170  /card/image/src: image content/images/cards/none.svg does not exist',
      '/products/demo-pump/product.json:1:460  /map/0/icon/name: icon "ghost" is neither in "icons" nor one of the portal\'s icons',
      '/products/demo-pump/product.json:1:412  /map/0/route: no route has the path "internal/nowhere"',
    ]);
  });

  it('reports captions a page cannot play, captions twice in a language, and video texts off a video page', () => {
    const dir = copyFixture();
    edit(dir, 'products/demo-pump/product.json', (json) => {
      const pharmacy = (json.routes as { name?: string; children?: Record<string, unknown>[] }[]).find(
        (route) => route.name === 'pharmacy',
      );
      const route = (name: string) => pharmacy?.children?.find((child) => child.name === name) as { meta: object };
      const captions = [{ lang: 'en', src: '/public/training/acme/videos/priming.en.vtt' }];
      Object.assign(route('program-primary-infusion').meta, { captions });
      Object.assign(route('priming-video').meta, { captions: [...captions, ...captions] });
      Object.assign(route('pharmacy-faq').meta, { transcript: ['Words of no video.'] });
    });
    expect(errorsOf(dir)).toEqual([
      '/products/demo-pump/product.json:1:2455  /routes/3/children/2/meta/transcript: only a video page (kind "video") has a transcript',
      "/products/demo-pump/product.json:1:2842  /routes/3/children/4/meta/captions: captions play with a video file of this site (a url ending in .mp4); a host's player shows its own",
      '/products/demo-pump/product.json:1:3143  /routes/3/children/5/meta/captions/1/lang: captions in "en" are listed twice',
    ]);
  });

  it('reports a missing picture named by a section', () => {
    const dir = copyFixture();
    edit(dir, 'brands/acme/sections/tips.json', (json) => {
      json.image = { src: 'timeline/missing.svg', alt: 'Timeline' };
      json.faq = [{ question: 'Q?', answer: 'A.', image: { src: 'faq/missing.svg', alt: '' } }];
    });
    expect(errorsOf(dir)).toEqual([
      '/brands/acme/sections/tips.json:1:778  /image/src: image content/images/timeline/missing.svg does not exist',
      '/brands/acme/sections/tips.json:1:872  /faq/0/image/src: image content/images/faq/missing.svg does not exist',
    ]);
  });

  it('reports a file that is not JSON at the place it breaks off, and nothing more', () => {
    const dir = copyFixture();
    writeFileSync(join(dir, 'brands/acme/sections/tips.json'), '{ "message": ');
    expect(errorsOf(dir)).toEqual([
      '/brands/acme/sections/tips.json:1:14  /: The file ends where a value was expected',
    ]);
  });
});

describe('hidden documents', () => {
  type Documents = Record<string, unknown>[];
  const tipsSection = 'brands/acme/sections/tips.json';
  const hiddenNames = ['Acme setup guide', 'Acme compatibility', 'Acme course', 'Tips'];

  /** The fixture with every document of the Acme tips section that names a file hidden, and whatever else `also` adds. */
  function compileHiding(also: (documents: Documents) => void = () => {}) {
    const dir = copyFixture();
    edit(dir, tipsSection, (json) => {
      const documents = json.documents as Documents;
      for (const document of documents) if (hiddenNames.includes(document.name as string)) document.hidden = true;
      also(documents);
    });
    const result = compileContent(dir);
    if (!result.ok) throw new Error(result.errors.map(formatContentError).join('\n'));
    return result.compiled;
  }

  it("leaves them out of the compiled pages, search, What's new and the files the server delivers", () => {
    const compiled = compileHiding();
    const hiddenAmong = (names: (string | undefined)[]) => names.filter((name) => hiddenNames.includes(name ?? ''));
    const nameOf = (document: Document) => ('name' in document ? document.name : undefined);
    for (const line of compiled.products.filter(({ product }) => product.brand === 'acme')) {
      const model = line.product.model;
      const pages = Object.values(line.sections).flatMap((section) => section.documents.map(nameOf));
      const search = searchEntriesOf(line, () => undefined).map((entry) => entry.title);
      const whatsNew = whatsNewOf(line).map((entry) => nameOf(entry.document));
      expect(
        { pages: hiddenAmong(pages), search: hiddenAmong(search), whatsNew: hiddenAmong(whatsNew) },
        model,
      ).toEqual({ pages: [], search: [], whatsNew: [] });
      expect(pages, model).toContain('Back home');
      expect(Object.keys(line.fileSizes.download), model).not.toContain('acme/setup-guide.pdf');
    }
    expect(Object.keys(compiled.files.public)).not.toContain('acme/setup-guide.pdf');
    expect(Object.keys(compiled.files.public)).not.toContain('demo/tips.pdf');
    expect(Object.keys(compiled.files.secure)).not.toContain('acme/compatibility.pdf');
    // Only the files of the video page remain: a route shows them, not a document.
    expect(Object.keys(compiled.files.training).sort()).toEqual([
      'acme/videos/priming.en.vtt',
      'acme/videos/priming.es.vtt',
      'acme/videos/priming.mp4',
    ]);
  });

  it('keeps a file deliverable while a shown document names it too', () => {
    const compiled = compileHiding((documents) =>
      documents.push({ type: 'download', name: 'Tips, current', filePath: 'demo/tips.pdf' }),
    );
    expect(compiled.files.public['demo/tips.pdf']?.models).toEqual(['demo-pump', 'demo-bags']);
    expect(Object.keys(compiled.files.public)).not.toContain('acme/setup-guide.pdf');
  });

  it('still checks them, since they may be shown again', () => {
    const dir = copyFixture();
    edit(dir, tipsSection, (json) => {
      Object.assign((json.documents as object[])[0] as object, { hidden: true, filePath: 'acme/gone.pdf' });
    });
    expect(errorsOf(dir)).toEqual([
      expect.stringContaining('/documents/0/filePath: file content/files/acme/gone.pdf does not exist'),
    ]);
  });
});

describe('the compiled contract', () => {
  it.each([
    ['the demo content', join(import.meta.dirname, '..', '..', 'content')],
    ['the fixture line', fixture],
  ])('every file the compiler writes for %s validates against schema/compiled', async (_label, contentDir) => {
    const result = compileContent(contentDir);
    if (!result.ok) throw new Error(result.errors.map(formatContentError).join('\n'));
    const outDir = mkdtempSync(join(tmpdir(), 'compiled-'));
    dirs.push(outDir);
    await writeCompiled(result.compiled, outDir, {
      contentDir,
      cacheDir: join(import.meta.dirname, '..', '..', '.cache'),
    });
    const read = (file: string) => JSON.parse(readFileSync(join(outDir, file), 'utf8'));
    // The default language's files at the top, and the same for Spanish under es/.
    const checks = [
      validateCompiled('files', 'files.json', read('files.json')),
      ...['', 'es/'].flatMap((folder) => [
        validateCompiled('site', `${folder}site.json`, read(`${folder}site.json`)),
        ...readdirSync(join(outDir, folder, 'products')).map((file) =>
          validateCompiled('product', `${folder}products/${file}`, read(`${folder}products/${file}`)),
        ),
        ...readdirSync(join(outDir, folder, 'search')).map((file) =>
          validateCompiled('search', `${folder}search/${file}`, read(`${folder}search/${file}`)),
        ),
      ]),
    ];
    expect(checks.flatMap((check) => (check.ok ? [] : check.errors.map(formatContentError)))).toEqual([]);
    expect(checks.length).toBeGreaterThan(2);
  });
});
