/** One product line in the catalogue: title, picture and a LEARN MORE link named after the product. */
import { Link } from 'react-router-dom';
import { imageUrl } from '../../engine/render/render-context';
import type { CatalogueEntry } from '../../engine/types';

export function ProductCard({ entry, linkLabel }: { entry: CatalogueEntry; linkLabel: string }) {
  const headingId = `card-${entry.model}`;
  return (
    <article className="product-card" aria-labelledby={headingId}>
      {/* The intrinsic size reserves the picture's box before it loads; the stylesheet scales it. */}
      <img
        className="product-card__image"
        src={imageUrl(entry.image.src)}
        alt={entry.image.alt}
        width={entry.imageSize?.width}
        height={entry.imageSize?.height}
      />
      <h2 id={headingId} className="product-card__title">
        {entry.title}
      </h2>
      {/* Several cards share the visible label; the accessible name says which product it opens. */}
      <Link
        className="button product-card__link"
        to={entry.pathPrefix}
        aria-label={`${linkLabel} about ${entry.title}`}
      >
        {linkLabel}
      </Link>
    </article>
  );
}
