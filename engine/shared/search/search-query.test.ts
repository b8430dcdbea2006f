import { describe, expect, it, vi } from 'vitest';
import type { SearchEntry } from '../types';
import {
  indexLine,
  type LineIndex,
  maxQueryWords,
  minPrefixLength,
  search,
  termsOf,
  typosAllowed,
} from './search-query';
import { snippetOf } from './snippet';

const entry = (id: string, title: string, text = ''): SearchEntry => ({
  id,
  kind: 'document',
  title,
  text,
  pagePath: '/p/tips',
  pageTitle: 'Quick Tips',
  href: `/public/p/${id}.pdf`,
});

const line = indexLine(
  {
    model: 'line-a',
    entries: [
      entry('priming', 'Priming the secondary administration set', 'Hang the secondary bag above the primary.'),
      entry('alarms', 'Air alarms', 'What the air-in-line alarm means.'),
      entry('cleaning', 'Cleaning sheet', 'Wipe with an approved agent. Secondary surfaces too.'),
    ],
  },
  'Line A',
);
const [firstPart] = line.parts as [LineIndex['parts'][number]];
const other = indexLine({ model: 'line-b', entries: [entry('b', 'Priming the B set')] }, 'Line B');
const titles = (q: string, lines = [line]) =>
  search(lines, q).groups.flatMap((g) => g.results.map((r) => r.title.text));

describe('search', () => {
  it('finds a word by its stem, so a question typed as a sentence finds the sheet', () => {
    expect(titles('how do I prime the secondary line')[0]).toBe('Priming the secondary administration set');
  });

  it('forgives typos in longer words and finds words by their beginning', () => {
    expect(titles('prmiing')[0]).toBe('Priming the secondary administration set');
    expect(titles('alar')[0]).toBe('Air alarms');
    expect(typosAllowed('air')).toBe(0);
    expect(typosAllowed('alarm')).toBe(1);
    expect(typosAllowed('priming')).toBe(2);
  });

  it('ranks a word in a title above the same word in a text', () => {
    expect(titles('secondary')).toEqual(['Priming the secondary administration set', 'Cleaning sheet']);
  });

  it('searches only the lines it is given, grouped by line in the order given', () => {
    expect(search([line], 'priming').groups.map((g) => g.model)).toEqual(['line-a']);
    expect(search([other, line], 'priming').groups.map((g) => g.title)).toEqual(['Line B', 'Line A']);
    expect(search([line, other], 'priming').groups.map((g) => g.title)).toEqual(['Line A', 'Line B']);
  });

  it('answers nothing for a blank query or words found nowhere', () => {
    expect(search([line], '   ')).toEqual({ query: '', groups: [] });
    expect(search([line], 'xylophone')).toEqual({ query: 'xylophone', groups: [] });
  });

  it('searches a word repeated fifty times once, with the results of the word alone', () => {
    const asked = vi.spyOn(firstPart.index, 'search');
    const repeated = search([line], 'pri '.repeat(50));
    expect(repeated.groups).toEqual(search([line], 'pri').groups);
    expect(repeated.groups).not.toEqual([]);
    expect(asked.mock.calls.map(([query]) => query)).toEqual(['pri', 'pri']);
    asked.mockRestore();
  });

  it(`searches the first ${maxQueryWords} words that are not common ones, and ignores the rest`, () => {
    const asked = vi.spyOn(firstPart.index, 'search');
    const first = ['qxa', 'qxb', 'qxc', 'qxd', 'qxe', 'qxf', 'qxg', 'qxh'];
    expect(search([line], `the ${first.join(' ')} secondary`).groups).toEqual([]);
    expect(asked.mock.calls.map(([query]) => query)).toEqual([first.join(' ')]);
    asked.mockRestore();
    expect(titles('how do I prime the secondary line')[0]).toBe('Priming the secondary administration set');
  });

  it(`finds words by their beginning from ${minPrefixLength} letters; shorter ones match whole words only`, () => {
    expect(titles('pri')).toContain('Priming the secondary administration set');
    expect(titles('pr')).toEqual([]);
    expect(titles('air')).toEqual(['Air alarms']);
  });

  it('marks every form of a matched word in the title', () => {
    const [result] = search([line], 'prime').groups[0]?.results ?? [];
    const marked = result?.title.marks.map(([a, b]) => result.title.text.slice(a, b));
    expect(marked).toEqual(['Priming']);
  });
});

describe('search in Spanish', () => {
  const spanish = (id: string, title: string, text = '', lang = 'es') => ({ ...entry(id, title, text), lang });
  const es = indexLine(
    {
      model: 'line-a',
      entries: [
        spanish('cleaning-es', 'Limpieza y desinfección de la bomba', 'Limpie las superficies con un paño húmedo.'),
        spanish('alarms-en', 'Air alarms', 'Cleaning the air sensor after an alarm.', 'en'),
        spanish('cleaning-en', 'Cleaning and disinfecting', 'Wipe with an approved agent.', 'en'),
        spanish('priming-es', 'Cebado del equipo secundario', 'Cuelgue la bolsa secundaria.'),
      ],
    },
    'Línea A',
    'es',
  );
  const results = (q: string) => search([es], q).groups.flatMap((g) => g.results);

  it('folds accents and case in the query and the index alike', () => {
    expect(results('desinfeccion')[0]?.title.text).toBe('Limpieza y desinfección de la bomba');
    expect(results('DESINFECCIÓN')[0]?.title.text).toBe('Limpieza y desinfección de la bomba');
  });

  it('stems Spanish words, so another form of the word finds it', () => {
    expect(results('limpiezas')[0]?.title.text).toBe('Limpieza y desinfección de la bomba');
    expect(results('cebar')[0]?.title.text).toBe('Cebado del equipo secundario');
  });

  it('marks the matched word as written, accents and all', () => {
    const [first] = results('desinfeccion');
    expect(first?.title.marks.map(([a, b]) => first.title.text.slice(a, b))).toEqual(['desinfección']);
  });

  it("ranks the reader's language first, then untranslated entries, and says each result's language", () => {
    const found = results('limpieza cleaning');
    expect(found.map((r) => [r.title.text, r.lang])).toEqual([
      ['Limpieza y desinfección de la bomba', 'es'],
      ['Cleaning and disinfecting', 'en'],
      ['Air alarms', 'en'],
    ]);
  });

  it('leaves Spanish common words out of a Spanish question', () => {
    expect(results('cómo se limpia la bomba')[0]?.title.text).toBe('Limpieza y desinfección de la bomba');
  });

  it('folds accents in English too', () => {
    expect(titles('PRÍMING')[0]).toBe('Priming the secondary administration set');
  });
});

describe('snippetOf', () => {
  const long = `${'Lorem ipsum dolor sit amet. '.repeat(10)}Close the roller clamp before you open the door. ${'Sed do eiusmod tempor. '.repeat(10)}`;

  it('shows a short text whole with its matches marked', () => {
    const snippet = snippetOf('Close the clamp.', ['clamp'], termsOf);
    expect(snippet).toEqual({ text: 'Close the clamp.', marks: [[10, 15]] });
  });

  it('cuts a long text around the first match, at spaces, with ellipses, keeping marks on the match', () => {
    const snippet = snippetOf(long, ['clamp'], termsOf);
    expect(snippet.text.startsWith('… ')).toBe(true);
    expect(snippet.text.endsWith(' …')).toBe(true);
    expect(snippet.text.length).toBeLessThanOrEqual(165);
    expect(snippet.marks.map(([a, b]) => snippet.text.slice(a, b))).toEqual(['clamp']);
  });
});
