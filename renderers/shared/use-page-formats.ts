/** Dates, numbers, plural forms and file sizes of a renderer, in the page's language. */
import { useMemo } from 'react';
import { useDateLocale } from '../../engine/rendering/date-locale';
import { useRenderContext } from '../../engine/rendering/render-context';
import type { SpokenSettings } from '../../engine/shared/languages';
import { type PageFormats, pageFormats } from '../../engine/shared/page-formats';

export function usePageFormats(): PageFormats {
  // The compiled settings name their `lang` and `languages`.
  const site: SpokenSettings = useRenderContext().site;
  const locale = useDateLocale();
  return useMemo(() => pageFormats(site, locale), [site, locale]);
}
