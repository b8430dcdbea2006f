/** One product line in the catalogue: title, picture and a LEARN MORE link named after the product. */
import { Link } from 'react-router-dom';
import type { CatalogueEntry } from '../../engine/shared/types';
import { SizedImage } from '../../renderers/shared/content-image/sized-image';
import { VisuallyHidden } from '../../renderers/shared/visually-hidden/visually-hidden';

export function ProductCard({ entry, linkLabel }: { entry: CatalogueEntry; linkLabel: string }) {
  const headingId = `card-${entry.model}`;
  return (
    <article className="product-card" aria-labelledby={headingId}>
      {/* The intrinsic size reserves the picture's box before it loads; the stylesheet scales it. */}
      <SizedImage className="product-card__image" image={entry.image} size={entry.imageSize} />
      <h2 id={headingId} className="product-card__title">
        {entry.title}
      </h2>
      {/* Several cards share the visible label; the link's text says which product it opens. */}
      <Link className="button product-card__link" to={entry.pathPrefix}>
        {linkLabel} <VisuallyHidden>about {entry.title}</VisuallyHidden>
      </Link>
    </article>
  );
}
