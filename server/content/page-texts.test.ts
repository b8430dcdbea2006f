/** The page's own words (tab title, description, the no-JavaScript message) in the page's language. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureSite } from '../../tests/fixtures/fixture-content';
import { withPageTexts } from './spa-routes';

const page = readFileSync(join(import.meta.dirname, '..', '..', 'site', 'index.html'), 'utf8');

describe('the page before its script runs', () => {
  it("names the site, describes it and asks for JavaScript in the settings' words", () => {
    const chrome = {
      ...fixtureSite().chrome,
      siteName: 'Recursos para clientes',
      pageDescription: 'Material de formación y documentos.',
      needsJavaScript: 'Active JavaScript y vuelva a cargar esta página.',
    };
    const written = withPageTexts(page, chrome);
    expect(written).toContain('<title>Recursos para clientes</title>');
    expect(written).toContain('<meta name="description" content="Material de formación y documentos." />');
    expect(written).toContain('<noscript>Active JavaScript y vuelva a cargar esta página.</noscript>');
  });

  it('writes the texts as text, never as markup', () => {
    const chrome = {
      ...fixtureSite().chrome,
      siteName: 'A & B <i>',
      pageDescription: 'Say "hi" $& bye',
      needsJavaScript: '<script>alert(1)</script>',
    };
    const written = withPageTexts(page, chrome);
    expect(written).toContain('<title>A &amp; B &lt;i&gt;</title>');
    expect(written).toContain('content="Say &quot;hi&quot; $&amp; bye"');
    expect(written).toContain('<noscript>&lt;script&gt;alert(1)&lt;/script&gt;</noscript>');
  });

  it("keeps the page's own words where the settings have none", () => {
    const { pageDescription: _, needsJavaScript: __, ...chrome } = { ...fixtureSite().chrome };
    const written = withPageTexts(page, chrome);
    expect(written).toMatch(/<meta name="description" content="[^"]+"/);
    expect(written).toMatch(/<noscript>[^<]+<\/noscript>/);
    expect(withPageTexts(page, undefined)).toBe(page);
  });
});
