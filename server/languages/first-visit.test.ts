import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './first-visit';

const languages = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
];

describe('preferredLanguage', () => {
  it.each([
    ['es-ES,es;q=0.9,en;q=0.8', 'es'],
    ['es-MX', 'es'],
    ['ES-es', 'es'],
    ['fr-FR,fr;q=0.9,es;q=0.5', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['en;q=0.5, es;q=0.5', 'en'],
    ['*', 'en'],
    ['fr', undefined],
    ['es;q=0', undefined],
    ['', undefined],
    [';;;q=x,,', undefined],
    [`es,${'x;q=0.1,'.repeat(200)}`, undefined],
  ])('%s → %s', (header, lang) => {
    expect(preferredLanguage(header, languages)).toBe(lang);
  });
});
