/**
 * The product's numbered sections (01, 02, …) from its compiled map (hidden entries already left out). Drawn as the sticky
 * bar on medium and larger screens and inside the menu on small ones; CSS shows one at a time.
 */
import { NavLink } from 'react-router-dom';
import { sectionNumber } from '../../engine/shared/numbering';
import type { CompiledProductLine } from '../../engine/shared/types';
import { useSite } from '../chrome/site-context';
import { useScrolledPast } from '../chrome/use-scrolled-past';

/** The bar changes style once the page is scrolled beyond 40px. */
export const stickyThreshold = 40;

export function SectionLinks({ product, className }: { product: CompiledProductLine; className: string }) {
  if (product.map.length === 0) return null;
  return (
    <ul className={className}>
      {product.map.map((section, index) => (
        <li key={section.key}>
          <NavLink to={section.path}>
            <span className="section-links__number">{sectionNumber(index)}</span> {section.title}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** `scrolled` fixes the style (stories show both); by default it follows the page's scroll position. */
export function SectionBar({ product, scrolled: fixed }: { product: CompiledProductLine; scrolled?: boolean }) {
  const scrolledPast = useScrolledPast(stickyThreshold);
  const scrolled = fixed ?? scrolledPast;
  const { site } = useSite();
  return (
    <nav
      className={scrolled ? 'section-bar section-bar--scrolled' : 'section-bar'}
      aria-label={site.chrome.sectionsNavigation}
    >
      <SectionLinks product={product} className="section-bar__list" />
    </nav>
  );
}
