/**
 * After a move to another page the keyboard and the screen reader start at its heading, as after a
 * page load; the first page of a visit keeps the browser's own start. Changes of the query alone
 * (a filter, the next page of the audit) keep the focus where the operator is working.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export function useHeadingFocus(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [pathname]);
}
