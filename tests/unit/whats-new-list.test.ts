import { describe, expect, it } from 'vitest';
import { whatsNewOf, whatsNewRoute } from '../../engine/shared/documents/whats-new';
import type { CompiledProduct, Document } from '../../engine/shared/types';
import { fixtureLine, fixtureModels } from '../fixtures/fixture-content';

/** The fixture line with one more section on its Quick Tips page, for the states the fixture lacks. */
function withTipsDocuments(documents: Document[]): CompiledProduct {
  const compiled = fixtureLine();
  compiled.sections.tips?.documents.push(...documents);
  return compiled;
}

const summary = (compiled: CompiledProduct) =>
  whatsNewOf(compiled).map(({ date, document, page }) => [date, 'name' in document ? document.name : '', page.title]);

describe('whatsNewOf', () => {
  it('lists every dated document of the pages the line shows, newest first, with the page it is on', () => {
    expect(summary(fixtureLine())).toEqual([
      ['2025-07-08', 'Instructions for use, software version 5', 'Instructions for Use'],
      // The pharmacy's tips page is titled Quick Tips too.
      ['2025-06-24', 'Enable KVO for the secondary titration workflow', 'Quick Tips'],
      ['2025-06-01', 'Flushing sheet', 'Instructions for Use'],
      ['2025-05-05', 'Acme setup guide', 'Quick Tips'],
      ['2025-01-02', 'Tips', 'Quick Tips'],
      ['2024-03-12', 'Instructions for use, software version 4', 'Instructions for Use'],
      ['2024-02-01', 'Acme compatibility', 'Quick Tips'],
      ['2024-02-01', 'Acme compatibility, for biomedical teams', 'Instructions for Use'],
      // Left off the Downloads page (ignoreOnDownloads), but still new on its own page.
      ['2024-01-17', 'Drug library reports', 'Quick Tips'],
    ]);
  });

  it('gives each entry the absolute path of its page', () => {
    const [first] = whatsNewOf(fixtureLine());
    expect(first?.page.path).toBe('/demo/internal/pharmacy/instructions-for-use');
  });

  it('lists a document with earlier versions once, at the date of its current file', () => {
    const entries = whatsNewOf(fixtureLine()).filter(({ document }) => 'versions' in document && document.versions);
    expect(entries.map(({ date, document }) => [date, document.type])).toEqual([
      ['2025-07-08', 'download'],
      ['2024-02-01', 'secure-download'],
    ]);
  });

  it('leaves out hidden, disabled and undated documents and rows that open nothing', () => {
    const compiled = withTipsDocuments([
      { type: 'download', name: 'Hidden sheet', filePath: 'demo/tips.pdf', dateUpdated: '2026-01-01', hidden: true },
      { type: 'route', name: 'Coming soon', to: 'home', dateUpdated: '2026-01-02', disabled: true },
      { type: 'external-direct', name: 'Undated portal', url: 'https://example.com/portal' },
      { type: 'sectiontext', text: 'A dated paragraph', dateUpdated: '2026-01-03' },
    ]);
    expect(summary(compiled)).toEqual(summary(fixtureLine()));
  });

  it('lists every kind of link that is dated', () => {
    const compiled = withTipsDocuments([
      { type: 'external', name: 'eIFU', url: 'https://eifu.example.com/demo', dateUpdated: '2026-02-01' },
      { type: 'training', name: 'Course', path: '/acme/course/index.html', dateUpdated: '2026-01-31' },
      { type: 'route', name: 'Go home', to: 'home', dateUpdated: '2026-01-30' },
    ]);
    expect(summary(compiled).slice(0, 3)).toEqual([
      ['2026-02-01', 'eIFU', 'Quick Tips'],
      ['2026-01-31', 'Course', 'Quick Tips'],
      ['2026-01-30', 'Go home', 'Quick Tips'],
    ]);
  });

  it('lists a file shown on several pages once, at its newest date', () => {
    // The same sheet again on the Pharmacy Tips page, dated later than on Quick Tips.
    const compiled = fixtureLine();
    compiled.sections['pharmacy-quick-tips']?.documents.push({
      type: 'download',
      name: 'Tips (pharmacy copy)',
      filePath: 'demo/tips.pdf',
      dateUpdated: '2025-02-02',
    });
    const tips = whatsNewOf(compiled).filter(({ key }) => key === 'download:demo/tips.pdf');
    expect(tips.map(({ date, page }) => [date, page.path])).toEqual([
      ['2025-02-02', '/demo/internal/pharmacy/quick-tips'],
    ]);
  });

  it('keeps the order of the pages for documents of the same day', () => {
    const compiled = withTipsDocuments([
      { type: 'download', name: 'Same day A', filePath: 'demo/checklist.png', dateUpdated: '2025-06-01' },
    ]);
    const sameDay = summary(compiled).filter(([date]) => date === '2025-06-01');
    // Quick Tips comes before Instructions for Use in the route tree.
    expect(sameDay.map(([, name]) => name)).toEqual(['Same day A', 'Flushing sheet']);
  });

  it('is empty for a line without dated documents', () => {
    const compiled = fixtureLine();
    compiled.sections = {};
    expect(whatsNewOf(compiled)).toEqual([]);
  });
});

describe('whatsNewRoute', () => {
  it('finds the page the compiler added to every line, titled by site.json', () => {
    for (const model of Object.values(fixtureModels)) {
      const compiled = fixtureLine(model);
      expect(whatsNewRoute(compiled)).toMatchObject({
        path: `${compiled.product.pathPrefix}/whats-new`,
        kind: 'whats-new',
        meta: { title: "What's new" },
      });
      expect(compiled.routePaths['whats-new']).toBe(`${compiled.product.pathPrefix}/whats-new`);
    }
  });

  it('is undefined when the line has no such page', () => {
    const compiled = fixtureLine();
    compiled.product.routes = compiled.product.routes.filter((route) => route.kind !== 'whats-new');
    expect(whatsNewRoute(compiled)).toBeUndefined();
  });
});
