/** Header links inside a product: its logo to its Home, and Downloads and Contact when the product has them. */
import { Link } from 'react-router-dom';
import { measuredImageSize } from '../../engine/rendering/render-context';
import { fillText } from '../../engine/shared/fill-text';
import { findRoute, type RouteDef, walkRoutes } from '../../engine/shared/routes/route-tree';
import type { CompiledProduct } from '../../engine/shared/types';
import { SizedImage } from '../../renderers/shared/content-image/sized-image';
import { useSite } from '../chrome/site-context';
import { SectionLinks } from './section-bar';

/** `${prefix}/${segment}` when it exists, else the shallowest route ending in that segment (e.g. internal/contact). */
export function sectionLink(routes: RouteDef[], prefix: string, segment: string): string | undefined {
  const exact = findRoute(routes, `${prefix}/${segment}`);
  if (exact) return exact.path;
  let best: RouteDef | undefined;
  for (const route of walkRoutes(routes)) {
    if (!route.path.endsWith(`/${segment}`)) continue;
    if (!best || route.path.split('/').length < best.path.split('/').length) best = route;
  }
  return best?.path;
}

/** The logo link's name starts with what the logo shows (its alt), so speech input can say what it sees. */
export function logoLinkName(product: CompiledProduct['product'], homeLink: string): string {
  return [product.logo.alt, fillText(homeLink, { line: product.title })].filter(Boolean).join(' – ');
}

export function ProductLinks({ compiled }: { compiled: CompiledProduct }) {
  const { product } = compiled;
  const texts = useSite().site.product;
  const downloads = sectionLink(product.routes, product.pathPrefix, 'downloads');
  const contact = sectionLink(product.routes, product.pathPrefix, 'contact');
  return (
    <>
      <Link className="product-links__logo" to={product.homePath} aria-label={logoLinkName(product, texts.homeLink)}>
        <SizedImage image={product.logo} size={measuredImageSize(compiled, product.logo.src)} />
      </Link>
      {downloads && (
        <Link className="product-links__link" to={downloads}>
          {texts.downloadsLink}
        </Link>
      )}
      {contact && (
        <Link className="product-links__link" to={contact}>
          {texts.contactLink}
        </Link>
      )}
      {/* Small screens have no section bar: the menu carries the sections instead. */}
      <SectionLinks product={product} className="menu-sections" />
    </>
  );
}
