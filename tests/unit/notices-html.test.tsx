/** The notices section public pages include (server/notices/notices-html.ts), from the fixture's compiled content, read as a browser parses it. */
import { describe, expect, it } from 'vitest';
import { loadCompiledContent } from '../../server/content/compiled-content';
import { renderNoticesHtml } from '../../server/notices/notices-html';
import { fixtureBuildDir } from '../fixtures/fixture-paths';

const content = () => loadCompiledContent(fixtureBuildDir);
const fragment = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('renderNoticesHtml', () => {
  it("draws a line's notices in the language asked, with the PDF, the feed and the e-mail updates", () => {
    const english = fragment(renderNoticesHtml('demo-pump', 'en', content()));
    expect(english.querySelector('h2')?.textContent).toBe('Safety notices');
    const notice = english.querySelector('article');
    expect(notice?.querySelector('h3')?.textContent).toBe('Occlusion alarm may sound late');
    expect(notice?.textContent).toContain('Field safety notice');
    expect(notice?.textContent).toContain('November 20, 2026');
    expect(notice?.textContent).toContain('04056869000015');
    expect(notice?.querySelector('a')?.getAttribute('href')).toBe('/eifu/notices/demo/notices/fsn-occlusion.pdf');
    const links = [...english.querySelectorAll('ul a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/eifu/demo-pump/en/feed.atom', '/eifu/demo-pump/en/subscribe']);

    const spanish = fragment(renderNoticesHtml('demo-pump', 'es', content()));
    expect(spanish.querySelector('article h3')?.textContent).toBe('La alarma de oclusión puede sonar tarde');
    expect(spanish.querySelector('article a')?.getAttribute('href')).toBe(
      '/eifu/notices/demo/notices/fsn-oclusion.pdf',
    );
    expect(spanish.querySelector('section')?.getAttribute('lang')).toBe('es');
  });

  it('escapes every text, so a title cannot add markup', () => {
    const compiled = content();
    const [line] = compiled.notices.languages.en ?? [];
    const [notice] = line?.notices ?? [];
    if (!notice) throw new Error('the fixture has no notice');
    notice.title = '<img src=x onerror=alert(1)> & "quotes"';
    const html = renderNoticesHtml('demo-pump', 'en', compiled);
    expect(html).not.toContain('<img');
    expect(fragment(html).querySelector('article h3')?.textContent).toBe('<img src=x onerror=alert(1)> & "quotes"');
  });

  it('answers nothing for a line the content does not have', () => {
    expect(renderNoticesHtml('no-such-line', 'en', content())).toBe('');
  });
});
