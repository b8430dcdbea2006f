/** Test and story helper: a renderer drawn on a Spanish page, with Spanish site texts and dates. */
import type { ReactNode } from 'react';
import { DateLocaleContext } from '../../engine/rendering/date-locale';
import { spanishDateLocale } from './spanish-site';

export function InSpanish({ children }: { children: ReactNode }) {
  return <DateLocaleContext.Provider value={spanishDateLocale}>{children}</DateLocaleContext.Provider>;
}
