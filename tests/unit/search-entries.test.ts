import { describe, expect, it } from 'vitest';
import { walkRoutes } from '../../engine/shared/routes/route-tree';
import { searchEntriesOf, wordsOfSection } from '../../engine/shared/search/search-entries';
import { fixtureLine, fixtureModels } from '../fixtures/fixture-content';

describe('searchEntriesOf', () => {
  const compiled = fixtureLine(fixtureModels.first);
  const entries = searchEntriesOf(compiled, (path) =>
    path === 'files/demo/flushing-sheet.pdf' ? 'zephyrine' : undefined,
  );

  it('has one entry per visible page, and none for a route that only redirects', () => {
    const pages = entries.filter((e) => e.kind === 'page').map((e) => e.pagePath);
    const visible = [...walkRoutes(compiled.product.routes)].filter((r) => !r.redirectTo).map((r) => r.path);
    expect(pages).toEqual(visible);
  });

  it('adds the text inside a PDF to its document, and links the document to its file', () => {
    const sheet = entries.find((e) => e.title === 'Flushing sheet');
    expect(sheet).toMatchObject({ kind: 'document', href: '/public/demo/flushing-sheet.pdf' });
    expect(sheet?.text).toContain('zephyrine');
  });

  it('lists a document shown on several pages once, and never a link to another page', () => {
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(entries.some((e) => e.title === 'Back home')).toBe(false);
  });
});

describe('wordsOfSection', () => {
  it('collects messages, FAQ answers and help steps but no addresses or file names', () => {
    const words = wordsOfSection({
      message: 'Intro',
      documents: [{ type: 'download', name: 'Not here', filePath: 'a/b.pdf' }],
      faq: [{ question: 'Why?', answer: 'Because.' }],
      help: { title: 'Help', steps: [{ text: 'Step one', image: { src: 'x/y.svg', alt: 'A screen' } }] },
    });
    expect(words.split('\n')).toEqual(['Intro', 'Why?', 'Because.', 'Help', 'Step one']);
  });
});
