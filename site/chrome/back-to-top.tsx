/**
 * Back-to-top control: shown once the page has scrolled past its first screen, so it never covers
 * what a page opens with; a smooth scroll to the top, then focus at the start of the content. On
 * phones it is a round icon (chrome.css) named by its hidden label.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useSite } from './site-context';
import { mainContentId } from './skip-link';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * True once the first screen has scrolled away: a mark as tall as the window, at the top of the
 * page (chrome.css), has left it upwards. The browser watches it, so no scroll handler runs.
 */
function useFirstScreenPassed(): [boolean, RefObject<HTMLDivElement | null>] {
  const mark = useRef<HTMLDivElement>(null);
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const element = mark.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => {
      setPassed(Boolean(entry && !entry.isIntersecting && entry.boundingClientRect.bottom <= 0));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [passed, mark];
}

/** `shown` fixes whether the button is drawn (stories); by default it follows the page's scroll position. */
export function BackToTop({ shown }: { shown?: boolean }) {
  const [passed, mark] = useFirstScreenPassed();
  const { site } = useSite();
  const onClick = () => {
    // Smooth, unless the user asked the system for less motion.
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // Focus moves without a second scroll: the smooth one is under way.
    document.getElementById(mainContentId)?.focus({ preventScroll: true });
  };
  return (
    <>
      <div ref={mark} className="back-to-top__first-screen" aria-hidden="true" />
      {(shown ?? passed) && (
        <button type="button" className="back-to-top" onClick={onClick}>
          <span aria-hidden="true">↑</span>{' '}
          <span className="back-to-top__label visually-hidden">{site.chrome.backToTop}</span>
        </button>
      )}
    </>
  );
}
