/** A named icon of the product line; a missing one is reported on the console and drawn as nothing. */
import { useEffect } from 'react';
import { imageUrl } from '../../../engine/render/render-context';
import type { ProductLine } from '../../../engine/types';

interface ProductIconProps {
  icons: ProductLine['icons'];
  name: string;
  /** Height in pixels. */
  height?: number;
  className?: string;
}

export function ProductIcon({ icons, name, height, className }: ProductIconProps) {
  const icon = icons && Object.hasOwn(icons, name) ? icons[name] : undefined;
  useEffect(() => {
    // A missing icon is a content mistake; the page still works, so tell the maintainer and draw nothing.
    if (!icon) console.warn(`Icon not found: "${name}"`);
  }, [icon, name]);
  if (!icon) return null;
  // The height attribute, not a style, sizes the icon: the CSP forbids inline styles.
  return <img className={className} src={imageUrl(icon.src)} alt={icon.alt} height={height} />;
}
