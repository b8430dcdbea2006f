/** What the sanitiser removes is reported from the sanitiser itself, so warnings match what the page shows. */
import { describe, expect, it } from 'vitest';
import { sanitizeRawHtml, sanitizeRawHtmlReporting } from './sanitize';

describe('sanitizeRawHtmlReporting', () => {
  it('names every tag and attribute the sanitiser removes, in document order', () => {
    const html =
      '<p onclick="go()" style="color:red">Hi <img src="x.png" onerror="steal()"><iframe src="https://x.test"></iframe>' +
      '<a href="javascript:alert(1)" title="t">x</a><a href="https://ok.test">ok</a></p>';
    const { html: clean, removed } = sanitizeRawHtmlReporting(html);
    expect(clean).toBe(sanitizeRawHtml(html));
    expect(removed).toEqual([
      'onclick="go()" on <p>',
      'style="color:red" on <p>',
      '<img>',
      '<iframe>',
      'href="javascript:alert(1)" on <a>',
    ]);
  });

  it('reports nothing for HTML it keeps as written', () => {
    const html = '<p>Call <a href="tel:+100">us</a> or <strong>write</strong>.</p><ul><li>one</li></ul>';
    expect(sanitizeRawHtmlReporting(html)).toEqual({ html, removed: [] });
  });
});
