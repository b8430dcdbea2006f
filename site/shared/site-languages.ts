/** The site's languages and the page's, as the site texts (`useSite()`) carry them. */
import { defaultLanguage, defaultLanguages, type Language } from '../../engine/shared/languages';
import type { SiteAnswer } from '../api/client';

/** The site's languages, the default first (a site that lists none speaks only its default). */
export const languagesOf = (answer: SiteAnswer): readonly Language[] => answer.site.languages ?? defaultLanguages;

/** The language the site texts are in: the page's. */
export const languageOfSite = (answer: SiteAnswer): string => answer.site.lang ?? defaultLanguage(languagesOf(answer));
