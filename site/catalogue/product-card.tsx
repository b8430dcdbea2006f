/** One product line in the catalogue: title, picture and a LEARN MORE link named after the product. */
import { Link } from 'react-router-dom';
import { fillText } from '../../engine/shared/fill-text';
import type { CatalogueEntry, SiteSettings } from '../../engine/shared/types';
import { SizedImage } from '../../renderers/shared/content-image/sized-image';
import { VisuallyHidden } from '../../renderers/shared/visually-hidden/visually-hidden';

type CardTexts = Pick<SiteSettings['catalogue'], 'cardLinkLabel' | 'cardLinkProduct'>;

export function ProductCard({ entry, texts }: { entry: CatalogueEntry; texts: CardTexts }) {
  const headingId = `card-${entry.model}`;
  return (
    <article className="product-card" aria-labelledby={headingId}>
      {/* The intrinsic size reserves the picture's box before it loads; the stylesheet scales it. */}
      <SizedImage className="product-card__image" image={entry.image} size={entry.imageSize} />
      <h2 id={headingId} className="product-card__title">
        {entry.title}
      </h2>
      {/* Several cards share the visible label; the link's text says which product it opens, in the page's language. */}
      <Link className="button product-card__link" to={entry.pathPrefix}>
        {texts.cardLinkLabel} <VisuallyHidden>{fillText(texts.cardLinkProduct, { line: entry.title })}</VisuallyHidden>
      </Link>
    </article>
  );
}
