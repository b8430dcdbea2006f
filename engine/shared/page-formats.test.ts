import { es } from 'date-fns/locale/es';
import { describe, expect, it } from 'vitest';
import { pageFormats } from './page-formats';

const languages = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
];

describe('pageFormats', () => {
  it('speaks the default language when the settings name no language', () => {
    const formats = pageFormats({});
    expect(formats).toMatchObject({ lang: 'en', defaultLang: 'en', languages: [{ code: 'en', name: 'English' }] });
    expect(formats.date('2025-08-21')).toBe('August 21, 2025');
    expect(formats.fileSize('{size} KB', 1_300_000)).toBe('1,270 KB');
  });

  it('writes dates, numbers, counts and sizes in the page language', () => {
    const formats = pageFormats({ lang: 'es', languages }, es);
    expect(formats).toMatchObject({ lang: 'es', defaultLang: 'en' });
    expect(formats.date('2025-08-21')).toBe('21 de agosto de 2025');
    expect(formats.month('2025-08-21')).toBe('Agosto de 2025');
    expect(formats.count({ one: '{count} resultado', other: '{count} resultados' }, 1)).toBe('1 resultado');
    expect(formats.fileSize('{size} KB', 13_000_000)).toBe('12.695 KB');
  });
});
