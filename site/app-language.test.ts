import { describe, expect, it, vi } from 'vitest';
import { basenameOf, pageLanguageOf } from './app-language';
import { siteAnswerIn as answerIn } from './testing/fixtures';

describe("the page's language at start", () => {
  it('is the default on an address without a prefix, without waiting for the site texts', async () => {
    const site = vi.fn(async () => answerIn('en'));
    await expect(pageLanguageOf('/ivenix/internal/home', 'en', site)).resolves.toBeUndefined();
    await expect(pageLanguageOf('/', 'en', site)).resolves.toBeUndefined();
    expect(site).not.toHaveBeenCalled();
  });

  it('takes a prefix the server confirmed in <html lang> at once', async () => {
    const site = vi.fn(async () => answerIn('es'));
    await expect(pageLanguageOf('/es/ivenix/internal/home', 'es', site)).resolves.toBe('es');
    await expect(pageLanguageOf('/es', 'es', site)).resolves.toBe('es');
    expect(site).not.toHaveBeenCalled();
  });

  it('asks the site texts about a prefix the page does not confirm (the dev server)', async () => {
    await expect(pageLanguageOf('/es/ivenix', 'en', async () => answerIn('es'))).resolves.toBe('es');
  });

  it('reads a product line named like a code, or the default language, as no prefix', async () => {
    // The server refused `lang=lvp`, so the texts were asked again in the default language.
    await expect(pageLanguageOf('/lvp/internal/home', 'en', async () => answerIn('en'))).resolves.toBeUndefined();
    await expect(pageLanguageOf('/en/ivenix', 'fr', async () => answerIn('en'))).resolves.toBeUndefined();
  });

  it('runs the router under the prefix of a language other than the default', () => {
    expect(basenameOf('es')).toBe('/es');
    expect(basenameOf(undefined)).toBeUndefined();
  });
});
