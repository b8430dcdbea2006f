/** Each page names itself in the tab title, so the history list and screen readers say where one is. */
import { useEffect } from 'react';

export const consoleName = "Operators' console";

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${consoleName}`;
  }, [title]);
}
