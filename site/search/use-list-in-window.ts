/**
 * Keeps the open results list inside the window. Its styles hang it under the field, right-aligned
 * on wide screens, where the field usually ends the header's row; but the header wraps differently
 * on each page and at each width, and where the field lands is only known once laid out. So the list
 * is measured when it opens and when the window is resized, and moved sideways just enough to keep
 * a small margin from both edges (the left one first, where its lines begin).
 */
import { type RefObject, useLayoutEffect } from 'react';

const marginPx = 8;

export function useListInWindow(list: RefObject<HTMLElement | null>, open: boolean): void {
  // Before paint, so an open list is never drawn where it would be cut.
  useLayoutEffect(() => {
    const element = list.current;
    if (!open || !element) return;
    const place = () => {
      element.style.transform = '';
      const box = element.getBoundingClientRect();
      const windowWidth = document.documentElement.clientWidth;
      let shift = Math.min(0, windowWidth - marginPx - box.right);
      if (box.left + shift < marginPx) shift = marginPx - box.left;
      if (shift !== 0) element.style.transform = `translateX(${shift}px)`;
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [list, open]);
}
