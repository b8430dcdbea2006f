/**
 * Each line's Atom feed per language, read as a feed reader reads it (an XML parser): the elements
 * RFC 4287 requires, ids made from the content alone, and nothing of the gated portal.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadCompiledContent } from '../../server/content/compiled-content';
import { atomFeedOf } from '../../server/notices/atom-feed';
import { createTestApp, type TestApp } from '../../server/testing/test-app';
import { fixtureBuildDir } from '../fixtures/fixture-paths';

const atom = 'http://www.w3.org/2005/Atom';
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const child = (parent: Element, name: string) =>
  [...parent.children].filter((element) => element.namespaceURI === atom && element.localName === name);

/** The elements RFC 4287 requires of a feed and of each entry, each exactly once where it says so. */
function expectValidAtom(document: Document) {
  const feed = document.documentElement;
  expect([feed.namespaceURI, feed.localName]).toEqual([atom, 'feed']);
  for (const name of ['id', 'title', 'updated']) expect(child(feed, name), name).toHaveLength(1);
  expect(child(feed, 'updated')[0]?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  const entries = child(feed, 'entry');
  // Without an author on every entry, the feed must have one.
  if (entries.some((entry) => child(entry, 'author').length === 0)) expect(child(feed, 'author')).toHaveLength(1);
  for (const entry of entries) {
    for (const name of ['id', 'title', 'updated']) expect(child(entry, name), name).toHaveLength(1);
    expect(child(entry, 'link').length).toBeGreaterThan(0);
    expect(child(entry, 'link')[0]?.getAttribute('href')).toMatch(/^http/);
    expect(new URL(child(entry, 'id')[0]?.textContent ?? '').href).toBeTruthy();
  }
  return entries;
}

describe('Atom feeds of a line', () => {
  it('answers a valid Atom feed per line and language, with the notice and the instructions for use', async () => {
    t = await createTestApp();
    const english = await t.app.inject({ method: 'GET', url: '/eifu/demo-pump/en/feed.atom' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const entries = expectValidAtom(parse(english.body));
    const titles = entries.map((entry) => child(entry, 'title')[0]?.textContent);
    expect(titles[0]).toBe('Field safety notice: Occlusion alarm may sound late');
    expect(titles.some((title) => title?.startsWith('New instructions for use: '))).toBe(true);
    const noticeLink = child(entries[0] as Element, 'link')[0]?.getAttribute('href') ?? '';
    const pdf = await t.app.inject({ method: 'GET', url: new URL(noticeLink).pathname });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    // Each version of the instructions for use the public eIFU page lists, linked to its public file.
    const ifuLinks = entries
      .filter((entry) => child(entry, 'title')[0]?.textContent?.startsWith('New instructions for use: '))
      .map((entry) => new URL(child(entry, 'link')[0]?.getAttribute('href') ?? '').pathname);
    expect(ifuLinks).toContain('/eifu/files/demo-pump/2025-07-08/instructions-for-use-v5.pdf');
    expect(ifuLinks).toContain('/eifu/files/demo-pump/2025-01-20/instructions-for-use-v5-rev-a.pdf');
    for (const url of ifuLinks) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);

    const spanish = await t.app.inject({ method: 'GET', url: '/eifu/demo-pump/es/feed.atom' });
    const spanishTitles = expectValidAtom(parse(spanish.body)).map((entry) => child(entry, 'title')[0]?.textContent);
    expect(spanishTitles[0]).toBe('Aviso de seguridad en campo: La alarma de oclusión puede sonar tarde');
  });

  it('gives the same ids and dates when the content is loaded again', () => {
    const origin = 'https://portal.example';
    const first = atomFeedOf(loadCompiledContent(fixtureBuildDir), 'demo-pump', 'en', origin);
    const second = atomFeedOf(loadCompiledContent(fixtureBuildDir), 'demo-pump', 'en', origin);
    expect(first).toBeDefined();
    expect(second).toBe(first);
    const ids = [...parse(first ?? '').getElementsByTagNameNS(atom, 'id')].map((id) => id.textContent);
    expect(ids[0]).toBe('https://portal.example/eifu/demo-pump/en/feed.atom');
    expect(ids).toContain('https://portal.example/eifu/demo-pump/en#notice-fsn-2026-11-occlusion');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers 404 for a line or a language the site does not have, and for a file no notice publishes', async () => {
    t = await createTestApp();
    for (const url of ['/eifu/nope/en/feed.atom', '/eifu/demo-pump/fr/feed.atom', '/eifu/notices/demo/tips.pdf'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});
