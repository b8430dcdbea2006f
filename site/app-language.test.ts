import { describe, expect, it } from 'vitest';
import { basenameOf, devPageLanguageOf, pageLanguageOf } from './app-language';
import { siteAnswerIn } from './testing/fixtures';

describe("the page's language at start", () => {
  it('is the default on an address without a prefix', () => {
    expect(pageLanguageOf('/ivenix/internal/home', 'en')).toBeUndefined();
    expect(pageLanguageOf('/', 'en')).toBeUndefined();
  });

  it('is the prefix the server confirmed in <html lang>', () => {
    expect(pageLanguageOf('/es/ivenix/internal/home', 'es')).toBe('es');
    expect(pageLanguageOf('/es', 'es')).toBe('es');
  });

  it('reads a prefix the server did not confirm as a path of the default language', () => {
    // A product line whose address looks like a code: the server served it as an English page.
    expect(pageLanguageOf('/lvp/internal/home', 'en')).toBeUndefined();
  });

  it("on the dev server's page, asks the site texts about the prefix", async () => {
    await expect(devPageLanguageOf('/es/ivenix', async () => siteAnswerIn('es'))).resolves.toBe('es');
    // The server refused `lang=lvp`, so the texts were asked again in the default language.
    await expect(devPageLanguageOf('/lvp/internal/home', async () => siteAnswerIn('en'))).resolves.toBeUndefined();
    // The default language has no prefix.
    await expect(devPageLanguageOf('/en/ivenix', async () => siteAnswerIn('en'))).resolves.toBeUndefined();
    await expect(devPageLanguageOf('/ivenix', async () => siteAnswerIn('en'))).resolves.toBeUndefined();
  });

  it('runs the router under the prefix of a language other than the default', () => {
    expect(basenameOf('es')).toBe('/es');
    expect(basenameOf(undefined)).toBeUndefined();
  });
});
