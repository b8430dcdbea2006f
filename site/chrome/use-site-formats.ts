/** Dates, numbers, plural forms and file sizes of the site's frame, in the page's language. */
import { useMemo } from 'react';
import { useDateLocale } from '../../engine/rendering/date-locale';
import type { SpokenSettings } from '../../engine/shared/languages';
import { type PageFormats, pageFormats } from '../../engine/shared/page-formats';
import { useSite } from './site-context';

export function useSiteFormats(): PageFormats {
  // The compiled settings name their `lang` and `languages`.
  const site: SpokenSettings = useSite().site;
  const locale = useDateLocale();
  return useMemo(() => pageFormats(site, locale), [site, locale]);
}
