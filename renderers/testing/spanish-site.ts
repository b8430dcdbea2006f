/**
 * The demo's site texts as a Spanish page receives them: the default texts with the Spanish
 * translation laid over them (objects key by key, arrays by position, as the compiler merges),
 * `lang` es and both languages. For tests and stories of Spanish pages without a Spanish build.
 */
import { es as spanishDateLocale } from 'date-fns/locale/es';
import spanish from '../../content/translations/es/site.json';
import type { Language } from '../../engine/shared/languages';
import type { SiteSettings } from '../../engine/shared/types';

const demoLanguages: Language[] = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
];

export { spanishDateLocale };

function overlay(base: unknown, over: unknown): unknown {
  if (Array.isArray(base) && Array.isArray(over)) return base.map((item, index) => overlay(item, over[index]));
  if (base && over && typeof base === 'object' && typeof over === 'object') {
    const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [key, value] of Object.entries(over)) {
      if (key === '$schema' || key === 'translationOf') continue;
      merged[key] = overlay(merged[key], value);
    }
    return merged;
  }
  return over === undefined ? base : over;
}

/** `site` (English) in Spanish. */
export function spanishSite<T extends SiteSettings>(site: T): T {
  return { ...(overlay(site, spanish) as T), lang: 'es', languages: demoLanguages };
}

/** `site` (English) as an English page of a site that also has Spanish. */
export function englishSiteWithSpanish<T extends SiteSettings>(site: T): T {
  return { ...site, lang: 'en', languages: demoLanguages };
}
