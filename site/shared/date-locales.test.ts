import { describe, expect, it } from 'vitest';
import { dateLocaleFile, loadDateLocale } from './date-locales';

describe("date-fns's locale of a language", () => {
  const files = ['/l/en-AU.js', '/l/en-GB.js', '/l/es.js', '/l/zh-CN.js', '/l/zh-TW.js'];

  it("is the language's own, else its first regional one, else none", () => {
    expect(dateLocaleFile('es', files)).toBe('/l/es.js');
    expect(dateLocaleFile('zh', files)).toBe('/l/zh-CN.js');
    expect(dateLocaleFile('fr', files)).toBeUndefined();
  });

  it('loads without code per language', async () => {
    expect((await loadDateLocale('es'))?.code).toBe('es');
    expect((await loadDateLocale('pt'))?.code).toBe('pt');
    expect(await loadDateLocale('xx')).toBeUndefined();
  });
});
