/** Back-to-top control: a smooth scroll to the top, then focus at the start of the content. */
import { mainContentId } from './skip-link';

/** Focus moves without a second scroll: the smooth one is under way. */
function focusMainContent(): void {
  document.getElementById(mainContentId)?.focus({ preventScroll: true });
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function BackToTop() {
  const onClick = () => {
    // Smooth, unless the user asked the system for less motion.
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    focusMainContent();
  };
  return (
    <button type="button" className="back-to-top" onClick={onClick}>
      <span aria-hidden="true">↑</span> Back to top
    </button>
  );
}
