import { describe, expect, it } from 'vitest';
import {
  defaultLanguage,
  isLanguage,
  type Language,
  languageOfPath,
  languagePrefixOf,
  pathInLanguage,
} from './languages';

const languages: Language[] = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
];

describe('languages', () => {
  it('takes the first language as the default', () => {
    expect(defaultLanguage(languages)).toBe('en');
    expect(defaultLanguage([])).toBe('en');
    expect(isLanguage('es', languages)).toBe(true);
    expect(isLanguage('fr', languages)).toBe(false);
  });

  it('reads the language from the prefix of a non-default language only', () => {
    expect(languageOfPath('/es/ivenix/internal/home', languages)).toEqual({
      lang: 'es',
      rest: '/ivenix/internal/home',
    });
    expect(languageOfPath('/es', languages)).toEqual({ lang: 'es', rest: '/' });
    expect(languageOfPath('/es/', languages)).toEqual({ lang: 'es', rest: '/' });
    expect(languageOfPath('/ivenix/internal/home', languages)).toEqual({ lang: 'en', rest: '/ivenix/internal/home' });
    expect(languageOfPath('/en/ivenix', languages)).toEqual({ lang: 'en', rest: '/en/ivenix' });
    expect(languageOfPath('/fr/ivenix', languages)).toEqual({ lang: 'en', rest: '/fr/ivenix' });
    expect(languageOfPath('/esx/ivenix', languages)).toEqual({ lang: 'en', rest: '/esx/ivenix' });
    expect(languagePrefixOf('/es/ivenix')).toBe('es');
    expect(languagePrefixOf('/lvp')).toBe('lvp');
    expect(languagePrefixOf('/ivenix/es')).toBeUndefined();
    expect(languagePrefixOf('/')).toBeUndefined();
  });

  it('writes an address in a language, and back', () => {
    expect(pathInLanguage('/ivenix/internal/home', 'es', languages)).toBe('/es/ivenix/internal/home');
    expect(pathInLanguage('/', 'es', languages)).toBe('/es/');
    expect(pathInLanguage('/login', 'en', languages)).toBe('/login');
    expect(pathInLanguage('/login', 'fr', languages)).toBe('/login');
    for (const path of ['/', '/login', '/ivenix/internal/home?x=1']) {
      const { lang, rest } = languageOfPath(pathInLanguage(path, 'es', languages), languages);
      expect([lang, rest]).toEqual(['es', path]);
    }
  });
});
